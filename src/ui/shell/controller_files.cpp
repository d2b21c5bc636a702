// Games as files, where there is no command line (issue 33; file_hands.hpp):
// a backup of every game (the store's online backup, as `flipside backup`),
// every game's script or one game's (as `flipside export`), and the files
// the picker gave taken in (as `flipside import`: each script checked by
// its engine and stored whole or not at all, a backup's games each once,
// store/backup_games.hpp). What happened, file by file, shows in a popup.
#include <filesystem>
#include <fstream>

#include "core/date_range.hpp"
#include "store/backup_games.hpp"
#include "ui/shell/controller.hpp"

namespace flipside::ui {
namespace in = intent;
namespace fs = std::filesystem;

namespace {

// The offer's folder, emptied: only this offer's files in it.
bool empty_folder(const std::string& folder) {
  std::error_code ec;
  fs::remove_all(folder, ec);
  fs::create_directories(folder, ec);
  return !ec;
}

}  // namespace

// Games as files' intents (intent::files_area).
bool Controller::apply_files_intent(const Intent& any) {
  return in::visit_area<in::files_area>(any, [this](const auto& i) {
    if constexpr (in::is<in::SaveBackup, decltype(i)>) {
      offer_backup();
    } else if constexpr (in::is<in::ExportGames, decltype(i)>) {
      offer_scripts(i.id);
    } else if constexpr (in::is<in::ChooseFilesToImport, decltype(i)>) {
      if (hooks_.file_hands.choose) hooks_.file_hands.choose();
    } else if constexpr (in::is<in::ImportFiles, decltype(i)>) {
      import_files(i.paths);
    } else {
      static_assert(!sizeof(i), "files intent with no handler");
    }
  });
}

void Controller::offer_backup() {
  if (!hooks_.file_hands.offer || !store_) return;
  if (!empty_folder(hooks_.file_hands.folder)) return show_error(msg("ui.files.no_room", hooks_.file_hands.folder));
  const std::string name = "flipside-backup-" + local_now("%Y-%m-%d-%H%M") + ".db";
  const std::string path = (fs::path(hooks_.file_hands.folder) / name).string();
  if (auto done = store_->backup(path); !done.ok()) return show_error(done.error());
  hooks_.file_hands.offer({{path, name, "application/vnd.sqlite3"}});
}

void Controller::offer_scripts(std::int64_t id) {
  if (!hooks_.file_hands.offer || !store_) return;
  if (!empty_folder(hooks_.file_hands.folder)) return show_error(msg("ui.files.no_room", hooks_.file_hands.folder));
  const store::Rows<store::GameSummary> games = store_->games();
  if (!games.ok()) return show_error(games.error());
  std::vector<OfferedFile> files;
  std::vector<Message> refused;
  for (const store::GameSummary& game : *games) {
    if (id != 0 && game.id != id) continue;
    const auto script = store_->export_script(game.id);
    if (!script.ok()) {
      refused.push_back(msg("ui.files.not_exported", game.id, Arg::list_arg({script.error()})));
      continue;
    }
    // "<game>-2026-11-22-game-12.jsonl": sorts by game and day in a folder.
    const std::string name = game.game + "-" + game.started_at.substr(0, 10) + "-game-" + std::to_string(game.id) + ".jsonl";
    const std::string path = (fs::path(hooks_.file_hands.folder) / name).string();
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << *script;
    out.flush();
    if (!out) return show_error(msg("ui.files.no_room", hooks_.file_hands.folder));
    files.push_back({path, name, "application/jsonl"});
  }
  if (files.empty() && refused.empty()) {
    popup_ = Popup{PopupKind::kFilesReport, msg("ui.files.nothing_to_export")};
    return;
  }
  if (!files.empty()) hooks_.file_hands.offer(files);
  if (!refused.empty()) {
    files_report_ = std::move(refused);
    popup_ = Popup{PopupKind::kFilesReport, msg("ui.files.exported_some", static_cast<long long>(files.size()))};
  }
}

void Controller::import_files(const std::vector<std::string>& paths) {
  if (!store_) return;
  std::vector<Message> lines;
  int stored = 0, already = 0, refused = 0;
  for (const std::string& path : paths) {
    const std::string name = fs::path(path).filename().string();
    if (store::is_sqlite_file(path)) {
      store::BackupTaken taken;
      const store::Result<> taking = store::take_in_backup(*store_, path, &taken);
      stored += taken.taken;
      already += taken.already;
      refused += static_cast<int>(taken.refused.size());
      lines.push_back(msg("ui.files.backup_taken", name, taken.taken, taken.already));
      for (Message& why : taken.refused) lines.push_back(std::move(why));
      if (!taking.ok()) {
        lines.push_back(msg("ui.files.refused", name, Arg::list_arg({taking.error()})));
        ++refused;
      }
    } else {
      std::ifstream in(path, std::ios::binary);
      const store::Result<store::Imported> result =
          in ? store_->import_script(in) : store::Result<store::Imported>(msg("ui.files.unreadable"));
      if (!result.ok()) {
        ++refused;
        lines.push_back(msg("ui.files.refused", name, Arg::list_arg({result.error()})));
      } else if (result->refused_line > 0) {
        ++refused;
        lines.push_back(msg("ui.files.refused_line", name, result->refused_line, Arg::list_arg({result->refusal})));
      } else if (result->already_stored) {
        ++already;
        lines.push_back(msg("ui.files.already_here", name, result->id));
      } else {
        ++stored;
        lines.push_back(msg("ui.files.stored", name, result->id));
      }
    }
    std::error_code ec;
    fs::remove(path, ec);  // the picker's copy: the games are in the store now
  }
  files_report_ = std::move(lines);
  popup_ = Popup{PopupKind::kFilesReport, msg("ui.files.imported", stored, already, refused)};
  if (stored > 0) read_lists_again();
}

}  // namespace flipside::ui
