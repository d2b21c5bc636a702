// The league folder (league.hpp): this device's finished games written out,
// the other devices' taken in.
//
// Sections: the device's name · what a pass has seen of each file
// (league_in) · a pass (class Pass): run, this device's games, player
// changes and ends written out (write_own, write_player_changes,
// write_ends), then every other device's folder taken in (take_in_others,
// take_in_device, take_in_ends, take_in_player_changes) · the public calls
// (league_device, rename_league_device, sync_league). Whole-file writes and
// reads: league_files.cpp.
#include "store/league.hpp"

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <sstream>
#include <utility>

#include "core/replay.hpp"
#include "core/script_header.hpp"
#include "store/league_files.hpp"
#include "store/store_internal.hpp"

namespace flipside::store {
namespace fs = std::filesystem;

namespace {

constexpr const char* kDeviceFile = "device.json";
constexpr const char* kPlayersFile = "players.json";
constexpr const char* kEndsFile = "ends.json";
constexpr std::string_view kScriptExt = ".jsonl";
constexpr std::string_view kDeletedExt = ".deleted";

std::string name_of_device(Database& db) {
  auto q = db.query("SELECT name FROM device");
  return q->step() ? q->text(0) : std::string();
}

// What a device is called until someone names it: the machine's name.
std::string host_name() {
  char name[256] = {};
  if (::gethostname(name, sizeof name - 1) != 0 || name[0] == '\0') return "FlipSide";
  return name;
}

// A device's name as shown beside its games: one line, at most this long.
constexpr std::size_t kLongestDeviceName = 40;
std::string clean_device_name(std::string name) {
  std::replace_if(name.begin(), name.end(), [](char c) { return c == '\n' || c == '\r' || c == '\t'; }, ' ');
  name = trim_name(name);
  if (name.size() > kLongestDeviceName) {
    name.resize(kLongestDeviceName);
    while (!name.empty() && (static_cast<unsigned char>(name.back()) & 0xC0) == 0x80) name.pop_back();  // whole letters
    if (!name.empty() && static_cast<unsigned char>(name.back()) >= 0xC0) name.pop_back();
  }
  return name;
}

std::optional<Seen> seen_before(Database& db, const std::string& key) {
  auto q = db.query("SELECT size, mtime_ns FROM league_in WHERE path = ?1");
  q->bind(1, key);
  if (!q->step()) return std::nullopt;
  return Seen{q->int64(0), q->int64(1)};
}

void mark_seen(Database& db, const std::string& key, const Seen& seen) {
  auto q = db.query("INSERT OR REPLACE INTO league_in (path, size, mtime_ns) VALUES (?1, ?2, ?3)");
  q->bind(1, key).bind(2, seen.size).bind(3, seen.mtime_ns);
  q->run();
}

// The stored game's header and active lines are exactly the script's.
bool same_as_stored(Database& db, std::int64_t id, const ScriptHeader& header,
                    const std::vector<nlohmann::json>& lines) {
  auto q = db.query("SELECT line FROM events WHERE game_id = ?1 AND undone = 0 ORDER BY seq");
  q->bind(1, id);
  std::size_t i = 0;
  while (q->step()) {
    if (i >= lines.size() || q->text(0) != compact(lines[i])) return false;
    ++i;
  }
  if (i != lines.size()) return false;
  auto h = db.query("SELECT options, dealer_seat, started_at FROM games WHERE id = ?1");
  h->bind(1, id);
  if (!h->step()) return false;
  return h->text(0) == compact(header.options) && h->integer(1) == header.seat_of(header.dealer) &&
         (header.started.empty() || h->text(2) == header.started);
}

class Pass {
 public:
  Pass(SqliteStore& store, fs::path folder, LeagueReport& report, const std::function<bool()>& go_on)
      : store_(store), db_(store.connection().db()), folder_(std::move(folder)), report_(report), go_on_(go_on) {}

  Result<> run() {
    std::error_code ec;
    fs::create_directories(folder_, ec);
    if (ec || !fs::is_directory(folder_, ec)) return msg("store.league.no_folder", folder_.string(), ec.message());
    try {
      {
        Transaction tx(db_);
        device_ = this_device_id(db_);
        if (device_.empty()) {
          device_ = new_game_uuid();
          auto q = db_.query("INSERT INTO device (one, id, name) VALUES (1, ?1, ?2)");
          q->bind(1, device_).bind(2, host_name());
          q->run();
          // Renames made before the file joined are this device's too (of
          // two renames in one second, the device ids settle which wins).
          db_.exec("UPDATE players SET named_by = (SELECT id FROM device) WHERE named_by = ''");
        }
        tx.commit();
      }
      if (auto written = write_own(); !written.ok()) return written;
      take_in_others();
    } catch (const SqliteError& e) {
      return storage_error(e, store_.path());
    }
    return {};
  }

 private:
  // This device's finished games, each written again when it changed (its
  // revision) or was deleted or restored since it was last written.
  Result<> write_own() {
    const fs::path mine = folder_ / device_;
    std::error_code ec;
    fs::create_directories(mine, ec);
    const fs::path device_file = mine / kDeviceFile;
    const std::string device_text =
        nlohmann::json({{"flipside_league", kLeagueFormat}, {"device", device_}, {"name", name_of_device(db_)}}).dump() +
        "\n";
    if (!holds(device_file, device_text) && !write_whole(device_file, device_text))
      return msg("store.league.cannot_write", device_file.string());
    if (auto written = write_player_changes(mine); !written.ok()) return written;
    if (auto written = write_ends(mine); !written.ok()) return written;
    struct Own {
      std::int64_t id, revision;
      std::string uuid;
      bool deleted, finished;
      std::optional<std::int64_t> written_revision;
      bool written_deleted;
    };
    std::vector<Own> own;
    {
      auto q = db_.query(
          "SELECT g.id, g.revision, g.uuid, g.deleted_at IS NOT NULL, g.status = 'finished', o.revision, o.deleted "
          "FROM games g LEFT JOIN league_out o ON o.game_id = g.id WHERE g.origin IS NULL AND g.uuid IS NOT NULL");
      while (q->step()) {
        Own o{q->int64(0), q->int64(1), q->text(2), q->integer(3) != 0, q->integer(4) != 0, std::nullopt, false};
        if (!q->is_null(5)) o.written_revision = q->int64(5), o.written_deleted = q->integer(6) != 0;
        own.push_back(std::move(o));
      }
    }
    for (const Own& o : own) {
      if (stopped()) return {};
      const bool was_written = o.written_revision.has_value() && !o.written_deleted;
      const fs::path script = mine / std::string(o.uuid).append(kScriptExt);
      const fs::path tombstone = mine / std::string(o.uuid).append(kDeletedExt);
      if (o.deleted) {
        if (!was_written) continue;  // never shown to the league: nothing to take back
        if (!write_whole(tombstone, nlohmann::json({{"id", o.uuid}, {"deleted", true}}).dump() + "\n"))
          return msg("store.league.cannot_write", tombstone.string());
        fs::remove(script, ec);
        ++report_.withdrawn;
      } else {
        if (!o.finished) continue;  // a game in play is shown once it ends
        if (was_written && *o.written_revision == o.revision) continue;
        auto text = store_.export_script(o.id);
        if (!text.ok()) {
          report_.skipped.push_back(text.error());
          continue;
        }
        if (!write_whole(script, *text)) return msg("store.league.cannot_write", script.string());
        fs::remove(tombstone, ec);
        ++report_.written;
      }
      Transaction tx(db_);
      auto q = db_.query("INSERT OR REPLACE INTO league_out (game_id, revision, deleted) VALUES (?1, ?2, ?3)");
      q->bind(1, o.id).bind(2, o.revision).bind(3, static_cast<std::int64_t>(o.deleted));
      q->run();
      tx.commit();
    }
    return {};
  }

  // This device's renames and merges of players, all of them in order,
  // for the other devices to make too (player_names.cpp).
  Result<> write_player_changes(const fs::path& mine) {
    nlohmann::json changes = nlohmann::json::array();
    auto q = db_.query("SELECT at, kind, name, target FROM player_changes ORDER BY seq");
    while (q->step()) {
      const bool rename = q->text(1) == "rename";
      changes.push_back({{"at", q->text(0)}, {rename ? "rename" : "merge", q->text(2)}, {rename ? "to" : "into", q->text(3)}});
    }
    const fs::path file = mine / kPlayersFile;
    if (changes.empty() && !fs::exists(file)) return {};
    const std::string text = nlohmann::json({{"flipside_league", kLeagueFormat}, {"changes", changes}}).dump() + "\n";
    if (!holds(file, text) && !write_whole(file, text)) return msg("store.league.cannot_write", file.string());
    return {};
  }

  // When each of this device's finished games ended, for the other devices'
  // statistics (time played, fastest wins): a script cannot say it.
  Result<> write_ends(const fs::path& mine) {
    nlohmann::json ends = nlohmann::json::object();
    auto q = db_.query(
        "SELECT uuid, ended_at FROM games WHERE origin IS NULL AND uuid IS NOT NULL AND status = 'finished' "
        "AND deleted_at IS NULL AND ended_at IS NOT NULL ORDER BY uuid");
    while (q->step()) ends[q->text(0)] = q->text(1);
    const fs::path file = mine / kEndsFile;
    if (ends.empty() && !fs::exists(file)) return {};
    const std::string text = nlohmann::json({{"flipside_league", kLeagueFormat}, {"ends", ends}}).dump() + "\n";
    if (!holds(file, text) && !write_whole(file, text)) return msg("store.league.cannot_write", file.string());
    return {};
  }

  bool stopped() const { return go_on_ && !go_on_(); }

  void skip(const fs::path& file, Message why) {
    report_.skipped.push_back(msg("store.league.skipped", file.string(), Arg::list_arg({std::move(why)})));
  }

  void take_in_others() {
    std::error_code ec;
    std::vector<fs::path> devices;
    for (const auto& entry : fs::directory_iterator(folder_, ec)) {
      const std::string name = entry.path().filename().string();
      if (name.empty() || name[0] == '.' || name == device_ || !entry.is_directory(ec)) continue;
      devices.push_back(entry.path());
    }
    std::sort(devices.begin(), devices.end());
    for (const fs::path& dir : devices) {
      if (stopped()) return;
      take_in_device(dir);
    }
  }

  void take_in_device(const fs::path& dir) {
    const std::string device = dir.filename().string();
    // A folder unchanged since a pass found it settled holds nothing new:
    // not one of its files is looked at, device.json neither (a pass over
    // a hundred thousand files already seen is then one look per device,
    // and the app can look often). The key ends in '/', which no file's does.
    const std::string folder_key = device + "/";
    const auto folder_now = stat_folder(dir);
    if (!folder_now) return;
    if (seen_before(db_, folder_key) == folder_now) return;
    settled_ = folder_now->mtime_ns < now_ns() - kSettleNs;
    const fs::path device_file = dir / kDeviceFile;
    const auto text = read_all(device_file);
    if (!text) return skip(dir, msg("store.league.no_device"));
    const auto d = nlohmann::json::parse(*text, nullptr, false);
    if (d.is_discarded() || !d.is_object() || !d.contains("flipside_league") || !d["flipside_league"].is_number_integer())
      return skip(device_file, msg("store.league.bad_device"));
    if (d["flipside_league"].get<int>() > kLeagueFormat)
      return skip(dir, msg("store.league.newer", d["flipside_league"].get<int>()));
    if (d.value("device", std::string()) != device || !is_game_id(device))
      return skip(device_file, msg("store.league.bad_device"));
    if (d.contains("name") && d["name"].is_string()) {
      Transaction tx(db_);
      auto q = db_.query("INSERT OR REPLACE INTO league_devices (id, name) VALUES (?1, ?2)");
      q->bind(1, device).bind(2, clean_device_name(d["name"].get<std::string>()));
      q->run();
      tx.commit();
    }

    std::error_code ec;
    std::vector<fs::path> files;
    for (const auto& entry : fs::directory_iterator(dir, ec)) files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    for (const fs::path& file : files) {
      if (stopped()) return;  // the folder is not marked settled: the next pass goes on here
      const std::string name = file.filename().string();
      if (name.empty() || name[0] == '.' || name == kDeviceFile || name == kPlayersFile || name == kEndsFile)
        continue;  // a sync engine's or our own temporary file, or read below
      const bool script = name.ends_with(kScriptExt), deleted = name.ends_with(kDeletedExt);
      if (!script && !deleted) continue;
      const auto now = stat_file(file);
      if (!now) continue;
      if (now->mtime_ns >= now_ns() - kSettleNs) settled_ = false;  // may still be written
      const std::string key = device + "/" + name;
      if (seen_before(db_, key) == now) continue;  // taken in (or reported) as it is
      if (name.find(".sync-conflict-") != std::string::npos) {
        skip(file, msg("store.league.conflict_copy"));
        Transaction tx(db_);
        mark_seen(db_, key, *now);
        tx.commit();
        continue;
      }
      const std::string uuid = name.substr(0, name.size() - (script ? kScriptExt : kDeletedExt).size());
      if (script) {
        take_in_script(file, device, uuid, key, *now);
      } else {
        take_in_delete(file, device, uuid, key, *now);
      }
    }
    // After the games: a rename there then finds the players they seat, and
    // a game's end finds its game (taken in now, or replaced without one).
    take_in_player_changes(dir / kPlayersFile, device);
    take_in_ends(dir / kEndsFile, device);
    if (!settled_) return;
    Transaction tx(db_);
    mark_seen(db_, folder_key, *folder_now);
    tx.commit();
  }

  // One file, one transaction: the game stored, replaced or left as it is,
  // and the file marked as seen; or nothing at all.
  void take_in_script(const fs::path& file, const std::string& device, const std::string& uuid, const std::string& key,
                      const Seen& seen) {
    auto text = read_all(file);
    if (!text) {
      settled_ = false;  // gone meanwhile: the next pass sees what is there
      return;
    }
    std::vector<nlohmann::json> lines;
    std::istringstream in(*text);
    ReplayResult checked = replay_script(in, [&](const nlohmann::json& line) { lines.push_back(line); });
    if (checked.status != ReplayResult::Status::kAccepted) {
      // Half copied, or not a script: never marked seen, so it is taken once
      // whole (its folder is looked at again on every pass until then).
      settled_ = false;
      return skip(file, msg("store.league.not_whole", checked.line, Arg::list_arg({checked.error})));
    }
    if (!checked.game->finished()) {
      // A device writes a game once it ends, so an unfinished one is a copy
      // still arriving (cut at a line's end): taken once whole, never stored
      // as a game in play that no card could be entered into here.
      settled_ = false;
      return skip(file, msg("store.league.unfinished", checked.events));
    }
    const ScriptHeader& header = checked.game->header();
    if (header.id != uuid) return skip(file, msg("store.league.wrong_id"));
    Message error;
    auto session = Session::start(header, &error);
    if (!session) return skip(file, error);
    Transaction tx(db_);
    std::string owner;
    const auto stored = game_with_uuid(db_, uuid, &owner);
    if (stored && owner != device) {
      mark_seen(db_, key, seen);  // reported once, until the file changes
      tx.commit();
      return skip(file, msg("store.league.not_its_game", uuid));
    }
    if (stored && same_as_stored(db_, *stored, header, lines)) {
      mark_seen(db_, key, seen);
      tx.commit();
      return;
    }
    if (stored) remove_game_rows(db_, *stored);
    const std::int64_t id = insert_script_rows(db_, *session, lines);
    auto q = db_.query("UPDATE games SET origin = ?2 WHERE id = ?1");
    q->bind(1, id).bind(2, device);
    q->run();
    mark_seen(db_, key, seen);
    tx.commit();
    ++(stored ? report_.replaced : report_.taken);
    games_changed_ = true;
  }

  // The ends of the device's games, set on the copies here. Read again when
  // the file changed or a game of the device was stored in this pass (the
  // file may have arrived before that game's script). An end for a game not
  // here yet waits for that game; one that is not a time is left out.
  void take_in_ends(const fs::path& file, const std::string& device) {
    const bool games_changed = std::exchange(games_changed_, false);
    const auto now = stat_file(file);
    if (!now) return;
    if (now->mtime_ns >= now_ns() - kSettleNs) settled_ = false;
    const std::string key = device + "/" + std::string(kEndsFile);
    if (!games_changed && seen_before(db_, key) == now) return;
    const auto text = read_all(file);
    const auto j = text ? nlohmann::json::parse(*text, nullptr, false) : nlohmann::json();
    if (!j.is_object() || j.value("flipside_league", 0) != kLeagueFormat || !j.contains("ends") ||
        !j["ends"].is_object()) {
      settled_ = false;  // half copied, or not ours: looked at again once it changes
      return skip(file, msg("store.league.bad_ends"));
    }
    Transaction tx(db_);
    auto q = db_.query(
        "UPDATE games SET ended_at = ?2 WHERE uuid = ?1 AND origin = ?3 AND status = 'finished' "
        "AND ended_at IS NOT ?2");
    for (const auto& [uuid, ended] : j["ends"].items()) {
      if (!ended.is_string() || !parse_instant(ended.get<std::string>())) continue;
      q->reset();
      q->bind(1, uuid).bind(2, ended.get<std::string>()).bind(3, device);
      q->run();
    }
    mark_seen(db_, key, *now);
    tx.commit();
  }

  // The device's renames and merges of players not made here yet, in
  // order, in one transaction with the count made.
  void take_in_player_changes(const fs::path& file, const std::string& device) {
    const auto now = stat_file(file);
    if (!now) return;
    if (now->mtime_ns >= now_ns() - kSettleNs) settled_ = false;
    const std::string key = device + "/" + std::string(kPlayersFile);
    if (seen_before(db_, key) == now) return;
    const auto text = read_all(file);
    const auto j = text ? nlohmann::json::parse(*text, nullptr, false) : nlohmann::json();
    std::vector<PlayerChange> changes;
    bool whole = j.is_object() && j.contains("changes") && j["changes"].is_array() &&
                 j.value("flipside_league", 0) == kLeagueFormat;
    for (std::size_t i = 0; whole && i < j["changes"].size(); ++i) {
      const auto& c = j["changes"][i];
      const bool rename = c.is_object() && c.contains("rename");
      const char* from = rename ? "rename" : "merge";
      const char* to = rename ? "to" : "into";
      whole = c.is_object() && c.contains("at") && c["at"].is_string() && c.contains(from) && c[from].is_string() &&
              c.contains(to) && c[to].is_string() && !trim_name(c[from].get<std::string>()).empty() &&
              !trim_name(c[to].get<std::string>()).empty();
      if (whole)
        changes.push_back({c["at"].get<std::string>(), rename, trim_name(c[from].get<std::string>()),
                           trim_name(c[to].get<std::string>())});
    }
    if (!whole) {
      settled_ = false;  // half copied, or not ours: looked at again once it changes
      return skip(file, msg("store.league.bad_players"));
    }
    Transaction tx(db_);
    std::int64_t applied = 0;
    {
      auto q = db_.query("SELECT applied FROM league_changes_in WHERE device = ?1");
      q->bind(1, device);
      if (q->step()) applied = q->int64(0);
    }
    for (auto i = static_cast<std::size_t>(std::max<std::int64_t>(applied, 0)); i < changes.size(); ++i) {
      if (auto made = apply_player_change(db_, changes[i], device); !made.ok()) {
        skip(file, made.error());
      } else {
        ++report_.players;
      }
    }
    auto q = db_.query("INSERT OR REPLACE INTO league_changes_in (device, applied) VALUES (?1, ?2)");
    q->bind(1, device).bind(2, static_cast<std::int64_t>(changes.size()));
    q->run();
    mark_seen(db_, key, *now);
    tx.commit();
  }

  void take_in_delete(const fs::path& file, const std::string& device, const std::string& uuid,
                      const std::string& key, const Seen& seen) {
    if (!is_game_id(uuid)) return skip(file, msg("store.league.wrong_id"));
    Transaction tx(db_);
    std::string owner;
    const auto stored = game_with_uuid(db_, uuid, &owner);
    if (stored && owner != device) {
      mark_seen(db_, key, seen);
      tx.commit();
      return skip(file, msg("store.league.not_its_game", uuid));
    }
    if (stored) remove_game_rows(db_, *stored);
    mark_seen(db_, key, seen);
    tx.commit();
    if (stored) ++report_.removed;
  }

  SqliteStore& store_;
  Database& db_;
  fs::path folder_;
  LeagueReport& report_;
  const std::function<bool()>& go_on_;
  std::string device_;
  bool settled_ = false;  // the device folder being taken in holds nothing that may still change
  bool games_changed_ = false;  // a game of the device being taken in was stored in this pass
};

// The store behind `store`, or why a league cannot use it (a store that
// is not a file: tests' fakes).
Result<SqliteStore*> sqlite_of(Store& store) {
  auto* sqlite = dynamic_cast<SqliteStore*>(&store);
  if (!sqlite) return msg("store.league.no_file");
  return sqlite;
}

}  // namespace

namespace {

// One value of this file's device row, read in a snapshot of its own.
Result<std::string> read_device(Store& store, std::string (*reader)(Database&)) {
  const Result<SqliteStore*> found = sqlite_of(store);
  if (!found.ok()) return found.error();
  SqliteStore* sqlite = *found;
  try {
    Transaction snapshot(sqlite->connection().db(), Transaction::Kind::kRead);
    std::string value = reader(sqlite->connection().db());
    snapshot.commit();
    return value;
  } catch (const SqliteError& e) {
    return storage_error(e, store.path());
  }
}

}  // namespace

Result<std::string> league_device(Store& store) { return read_device(store, this_device_id); }

Result<std::string> league_device_name(Store& store) { return read_device(store, name_of_device); }

Result<> rename_league_device(Store& store, const std::string& name) {
  const Result<SqliteStore*> found = sqlite_of(store);
  if (!found.ok()) return found.error();
  SqliteStore* sqlite = *found;
  const std::string cleaned = clean_device_name(name);
  if (cleaned.empty()) return msg("store.league.device_name_empty");
  if (auto ready = sqlite->connection().prepare_write(); !ready.ok()) return ready.error();
  try {
    Transaction tx(sqlite->connection().db());
    auto q = sqlite->connection().db().query("UPDATE device SET name = ?1");
    q->bind(1, cleaned);
    q->run();
    if (sqlite->connection().db().changes() != 1) {  // named before its first pass: it joins now
      auto add = sqlite->connection().db().query("INSERT INTO device (one, id, name) VALUES (1, ?1, ?2)");
      add->bind(1, new_game_uuid()).bind(2, cleaned);
      add->run();
    }
    tx.commit();
  } catch (const SqliteError& e) {
    return storage_error(e, store.path());
  }
  return {};
}

Result<> sync_league(Store& store, const std::string& folder, LeagueReport* report,
                     const std::function<bool()>& go_on) {
  LeagueReport ignored;
  if (!report) report = &ignored;
  const Result<SqliteStore*> found = sqlite_of(store);
  if (!found.ok()) return found.error();
  SqliteStore* sqlite = *found;
  if (auto ready = sqlite->connection().prepare_write(); !ready.ok()) return ready.error();
  return Pass(*sqlite, fs::path(folder), *report, go_on).run();
}

}  // namespace flipside::store
