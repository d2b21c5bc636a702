// Who may use the page, and as whom (issue 23, "Security for a room full of
// guests"). The page's address carries the table's token, made when sharing
// starts: without it every request is refused. A phone that picks a player's
// name gets its own token and can act only as that player; one phone per
// player, and one player per phone (issue 32, item 10): a phone that picks
// another name gives up the first, and the table can free a seat. A new code (or stopping) makes new tokens: the old ones die at
// once. Tokens are 128 random bits from the kernel (getrandom), compared in
// constant time. Each phone (and each address, for picking a name) has a
// small budget of requests that refills with time, so a stuck finger or a
// script cannot flood the table.
#pragma once

#include <chrono>
#include <cstddef>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/message.hpp"

namespace flipside::lan {

// 32 lower-case hex digits (128 bits) from the kernel's random source.
std::string new_token();
// Equal without telling, by its timing, how much of a guess was right.
bool same_token(std::string_view a, std::string_view b);

inline constexpr int kBurst = 8;                // requests a phone may make at once
inline constexpr double kRefillPerSecond = 4;  // and then so many a second

class PhoneBook {
 public:
  using Clock = std::chrono::steady_clock;

  PhoneBook();
  std::string table_token() const;
  bool table_token_ok(std::string_view token) const;
  // A new table token; every phone's token dies.
  void new_code();
  // The table's token and the seats phones hold, as a restarted table
  // takes them back (issue 32, item 11; saved_code.hpp), and resuming
  // them (in place of the new ones the book was made with).
  std::string table_token_and_phones(std::map<std::string, std::string>* phones) const;
  void resume(const std::string& table_token, const std::map<std::string, std::string>& phones);

  struct Joined {
    std::string phone_token;  // empty when refused
    Message why;              // why not ("page.refused.*")
  };
  // `name` must be one of `players` (as the table typed it) and not taken.
  // `held`: the phone token the phone already has, if any: its seat is
  // given up (the same name again keeps the same token).
  Joined join(const std::string& name, const std::vector<std::string>& players, std::string_view held = {});
  // The names phones hold now, sorted.
  std::vector<std::string> held() const;
  // The table frees `name`'s seat: that phone's token dies. False when no
  // phone held it.
  bool release(std::string_view name);
  // The player a phone's token acts as; nullopt for an unknown token.
  std::optional<std::string> player_of(std::string_view phone_token) const;
  std::size_t phones() const;

  // One request by `who` (a phone token, or an address): false when its
  // budget is spent. `now` for tests; the clock otherwise.
  bool allow(const std::string& who, Clock::time_point now = Clock::now());

 private:
  struct Bucket {
    double tokens = kBurst;
    Clock::time_point at;
  };
  mutable std::mutex mutex_;
  std::string table_token_;
  std::map<std::string, std::string, std::less<>> players_by_phone_;
  std::map<std::string, Bucket, std::less<>> buckets_;
};

}  // namespace flipside::lan
