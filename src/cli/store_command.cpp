// Opening the game store for the store's commands (games, export, import,
// backup): the same rules and messages as the app, printed on stderr.
#include <ostream>

#include "cli/commands.hpp"
#include "core/i18n/lang.hpp"

namespace flipside::cli {

std::unique_ptr<store::Store> open_store(const Context& context, Access access, std::ostream& err) {
  store::OpenResult opened = store::Store::open(store::resolve_db_path(context.db_path));
  if (!opened.store) {
    err << render(opened.error) << "\n";
    return nullptr;
  }
  if (opened.read_only) {
    err << render(access == Access::kWrite ? opened.error : msg("store.cli.warning", render(opened.error))) << "\n";
    if (access == Access::kWrite) return nullptr;
  }
  return std::move(opened.store);
}

}  // namespace flipside::cli
