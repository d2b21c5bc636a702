// `flipside serve`: the page on phones and the TV for the database's
// current game, with no window (a TV box, a Raspberry Pi, the tests). It
// follows what the app or a command commits to the same file. The first
// line on stdout is the page's full address with its token; Ctrl+C (or
// SIGTERM) stops it. Like the app, it keeps the page's code (port, token,
// the phones' seats) in the settings file until --new-code, so phones come
// back by themselves when it starts again (issue 32, item 11).
#include <iostream>
#include <thread>

#include <CLI/CLI.hpp>

#include "cli/commands.hpp"
#include "core/settings_file.hpp"
#include "lan/addresses.hpp"
#include "lan/file_table.hpp"
#include "lan/saved_code.hpp"
#include "lan/server.hpp"

namespace flipside::cli {
namespace {

// How often the file is looked at for another process's commits.
constexpr auto kFollowEvery = std::chrono::milliseconds(100);

struct ServeOptions {
  std::string bind;
  std::string lang;
  bool new_code = false;  // --new-code: not the kept address
  std::string app_dir;    // --app: the browser build served beside the page (issue 33)
};

// The code into the settings file whenever it changed (it started, a phone
// took or gave up a seat); said once when it cannot be.
class CodeKeeper {
 public:
  CodeKeeper(std::string path, std::ostream& err) : path_(std::move(path)), err_(err) {}

  void keep(const lan::SavedCode& code) {
    if (code == kept_ || failed_) return;
    std::string error;
    if (!lan::keep_saved_code(path_, code, &error)) {
      failed_ = true;
      say(err_, msg("page.cli.code_not_kept", error));
      return;
    }
    kept_ = code;
  }

 private:
  std::string path_;
  std::ostream& err_;
  lan::SavedCode kept_;
  bool failed_ = false;
};

int run_serve(const Context& context, const ServeOptions& serve, std::ostream& out, std::ostream& err) {
  const auto bind = lan::parse_bind(serve.bind);
  if (!bind) {
    say(err, msg("page.cli.bad_bind", serve.bind));
    return 2;
  }
  auto store = open_store(context, Access::kWrite, err);
  if (!store) return 2;
  const Lang lang = serve.lang.empty() ? lang_from_environment() : lang_from_code(serve.lang);
  lan::FileTable table(*store, lang);
  lan::Server server([&table](const lan::PhoneRequest& r) { return table.enter(r.player, r.action); });
  server.set_lang(lang);
  lan::ServerOptions options;
  options.host = bind->host;
  options.port = bind->port;
  options.app_dir = serve.app_dir;
  const std::string settings_path = settings_file_path();
  const lan::SavedCode saved = serve.new_code ? lan::SavedCode{} : lan::load_saved_code(settings_path);
  std::string error;
  if (!server.start(options, &error, &saved)) {
    say(err, msg("page.cli.cannot_listen", bind->host + ":" + std::to_string(bind->port)));
    return 2;
  }
  table.attach(&server);
  table.refresh();
  CodeKeeper keeper(settings_path, err);
  keeper.keep(server.saved_code());
  out << server.address() << std::endl;
  if (!serve.app_dir.empty()) out << server.app_address() << std::endl;  // the tablet's app
  say(err, msg("page.cli.serving"));

  stop_on_interrupt();
  while (!interrupted()) {
    std::this_thread::sleep_for(kFollowEvery);
    table.refresh();
    keeper.keep(server.saved_code());
  }
  server.stop();  // the code stays kept: stopping makes none new for the file
  return 0;
}

}  // namespace

void register_serve(CLI::App& app, Context& context) {
  auto* cmd = app.add_subcommand("serve", "Show the current game live on phones and the TV (a page on the local network)");
  cmd->footer(
      "Prints the page's address (with its secret token) on the first line; open it on a phone, or scan the\n"
      "app's QR code. GET /state: the game as JSON; GET /events: the live stream. Ctrl+C stops.\n"
      "The address (its port and token) and the phones' seats are kept in settings.json, as the app keeps them,\n"
      "so the next start serves the same address and open pages come back by themselves; --new-code makes a\n"
      "new one (every phone must scan again).");
  auto options = std::make_shared<ServeOptions>();
  cmd->add_option("--bind", options->bind,
                  "ADDR:PORT to listen on (default: this machine's LAN address; port 0 or none: the kept port, else a free one)");
  cmd->add_option("--lang", options->lang, "The page's language: en or es (default: from the environment)");
  cmd->add_flag("--new-code", options->new_code, "Make a new address and token instead of the kept ones (the old address stops working)");
  cmd->add_option("--app", options->app_dir,
                  "Also serve the browser build (scripts/dev.sh web: build/web) to tablets; its address is the "
                  "second line")
      ->check(CLI::ExistingDirectory);
  cmd->callback([&context, options] { context.exit_code = run_serve(context, *options, std::cout, std::cerr); });
}

}  // namespace flipside::cli
