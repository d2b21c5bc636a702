// Shared by the store's commands (games, players, export, import, backup):
// opening the store with the app's rules and messages (printed on stderr,
// with an older file's upgrade shown as it goes on a terminal), and printing
// a list in aligned columns.
#include <algorithm>
#include <filesystem>
#include <ostream>

#include "cli/commands.hpp"
#include "cli/terminal_text.hpp"
#include "cli/upgrade_line.hpp"
#include "core/i18n/lang.hpp"

namespace flipside::cli {

std::unique_ptr<store::Store> open_store(const Context& context, Access access, std::ostream& err) {
  // Commands that only read open the file read-only: they work on a
  // read-only file or folder and can never change it.
  store::StoreOptions options;
  options.read_only = access == Access::kRead;
  UpgradeLine upgrade(err);
  if (context.progress_on_terminal) options.on_upgrade = upgrade.watcher();
  store::OpenResult opened = store::Store::open(store::resolve_db_path(context.db_path), options);
  upgrade.finish();
  if (!ok_or_say(opened, err)) return nullptr;
  if (const std::optional<Message>& warning = opened->warning) {  // made by a newer FlipSide: read-only
    say(err, access == Access::kWrite ? *warning : msg("store.cli.warning", render(*warning)));
    if (access == Access::kWrite) return nullptr;
  }
  return std::move(opened->store);
}

void say(std::ostream& to, const Message& message) { to << terminal_safe(render(message)) << "\n"; }

bool is_database_file(const std::string& path, const std::string& db_path) {
  std::error_code ec;
  for (const char* suffix : {"", "-wal", "-shm", "-journal"})
    if (std::filesystem::equivalent(path, db_path + suffix, ec)) return true;
  return false;
}

namespace {

std::size_t display_width(const std::string& s) {
  return static_cast<std::size_t>(std::count_if(s.begin(), s.end(), [](char c) { return (c & 0xC0) != 0x80; }));
}

std::vector<std::string> split_tabs(std::string_view text) {
  std::vector<std::string> out(1);
  for (char c : text) {
    if (c == '\t') out.emplace_back();
    else out.back() += c;
  }
  return out;
}

}  // namespace

// A CSV field: quoted when it holds a comma, a quote or a line break.
std::string csv_field(const std::string& text) {
  if (text.find_first_of(",\"\r\n") == std::string::npos) return text;
  std::string out = "\"";
  for (char c : text) {
    if (c == '"') out.push_back('"');
    out.push_back(c);
  }
  out.push_back('"');
  return out;
}

void print_columns(std::string_view tab_separated_heading, const std::vector<std::vector<std::string>>& rows,
                   std::ostream& out) {
  std::vector<std::vector<std::string>> all{split_tabs(tab_separated_heading)};
  for (const auto& row : rows) {  // names and the like: shown, never obeyed by the terminal
    all.emplace_back();
    for (const auto& cell : row) all.back().push_back(terminal_safe(cell));
  }
  std::vector<std::size_t> widths(all.front().size(), 0);
  for (const auto& row : all)
    for (std::size_t c = 0; c < row.size() && c < widths.size(); ++c) widths[c] = std::max(widths[c], display_width(row[c]));
  for (const auto& row : all) {
    std::string line;
    for (std::size_t c = 0; c < row.size(); ++c) {
      line += row[c];
      if (c + 1 < row.size()) line += std::string(widths[c] - std::min(widths[c], display_width(row[c])) + 2, ' ');
    }
    out << line << "\n";
  }
}

}  // namespace flipside::cli
