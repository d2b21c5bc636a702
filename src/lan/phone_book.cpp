#include "lan/phone_book.hpp"

#include <algorithm>

#include "core/system_random.hpp"

namespace flipside::lan {

std::string new_token() {
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out;
  for (unsigned char b : random_128_bits()) {
    out.push_back(kHex[b >> 4]);
    out.push_back(kHex[b & 15]);
  }
  return out;
}

bool same_token(std::string_view a, std::string_view b) {
  if (a.size() != b.size() || a.empty()) return false;
  unsigned char diff = 0;
  for (std::size_t i = 0; i < a.size(); ++i) diff |= static_cast<unsigned char>(a[i] ^ b[i]);
  return diff == 0;
}

PhoneBook::PhoneBook() : table_token_(new_token()) {}

std::string PhoneBook::table_token() const {
  std::lock_guard lock(mutex_);
  return table_token_;
}

bool PhoneBook::table_token_ok(std::string_view token) const {
  std::lock_guard lock(mutex_);
  return same_token(token, table_token_);
}

void PhoneBook::new_code() {
  std::lock_guard lock(mutex_);
  table_token_ = new_token();
  players_by_phone_.clear();
  buckets_.clear();
}

std::string PhoneBook::table_token_and_phones(std::map<std::string, std::string>* phones) const {
  std::lock_guard lock(mutex_);
  if (phones) phones->insert(players_by_phone_.begin(), players_by_phone_.end());
  return table_token_;
}

void PhoneBook::resume(const std::string& table_token, const std::map<std::string, std::string>& phones) {
  std::lock_guard lock(mutex_);
  table_token_ = table_token;
  players_by_phone_.clear();
  for (const auto& [phone, name] : phones) {
    bool taken = false;  // one phone per player, even from a hand-edited file
    for (const auto& [other, player] : players_by_phone_) taken = taken || player == name;
    if (!taken) players_by_phone_.emplace(phone, name);
  }
  buckets_.clear();
}

PhoneBook::Joined PhoneBook::join(const std::string& name, const std::vector<std::string>& players,
                                  std::string_view held) {
  if (std::find(players.begin(), players.end(), name) == players.end())
    return {{}, msg("page.refused.not_at_table", name)};
  std::lock_guard lock(mutex_);
  auto mine = players_by_phone_.end();
  if (!held.empty())
    for (auto it = players_by_phone_.begin(); it != players_by_phone_.end(); ++it)
      if (same_token(it->first, held)) mine = it;
  if (mine != players_by_phone_.end() && mine->second == name) return {mine->first, {}};
  for (const auto& [token, player] : players_by_phone_)
    if (player == name) return {{}, msg("page.refused.name_taken", name)};
  if (mine != players_by_phone_.end()) players_by_phone_.erase(mine);  // one seat per phone
  std::string token = new_token();
  players_by_phone_.emplace(token, name);
  return {std::move(token), {}};
}

std::vector<std::string> PhoneBook::held() const {
  std::lock_guard lock(mutex_);
  std::vector<std::string> names;
  for (const auto& [token, player] : players_by_phone_) names.push_back(player);
  std::sort(names.begin(), names.end());
  return names;
}

bool PhoneBook::release(std::string_view name) {
  std::lock_guard lock(mutex_);
  for (auto it = players_by_phone_.begin(); it != players_by_phone_.end(); ++it)
    if (it->second == name) {
      buckets_.erase("phone:" + it->first);
      players_by_phone_.erase(it);
      return true;
    }
  return false;
}

std::optional<std::string> PhoneBook::player_of(std::string_view phone_token) const {
  std::lock_guard lock(mutex_);
  for (const auto& [token, player] : players_by_phone_)
    if (same_token(token, phone_token)) return player;
  return std::nullopt;
}

std::size_t PhoneBook::phones() const {
  std::lock_guard lock(mutex_);
  return players_by_phone_.size();
}

bool PhoneBook::allow(const std::string& who, Clock::time_point now) {
  std::lock_guard lock(mutex_);
  auto [it, fresh] = buckets_.try_emplace(who);
  Bucket& b = it->second;
  if (fresh) b.at = now;
  const double seconds = std::chrono::duration<double>(now - b.at).count();
  b.tokens = std::min<double>(kBurst, b.tokens + std::max(0.0, seconds) * kRefillPerSecond);
  b.at = now;
  if (b.tokens < 1) return false;
  b.tokens -= 1;
  return true;
}

}  // namespace flipside::lan
