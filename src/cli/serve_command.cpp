// `flipside serve`: the page on phones and the TV for the database's
// current game, with no window (a TV box, a Raspberry Pi, the tests). It
// follows what the app or a command commits to the same file. The first
// line on stdout is the page's full address with its token; Ctrl+C (or
// SIGTERM) stops it, and the token dies with it.
#include <iostream>
#include <thread>

#include <CLI/CLI.hpp>

#include "cli/commands.hpp"
#include "lan/addresses.hpp"
#include "lan/file_table.hpp"
#include "lan/server.hpp"

namespace flipside::cli {
namespace {

// How often the file is looked at for another process's commits.
constexpr auto kFollowEvery = std::chrono::milliseconds(100);

}  // namespace

int run_serve(const Context& context, const std::string& bind_text, const std::string& lang_text,
              const std::string& app_dir, std::ostream& out, std::ostream& err) {
  const auto bind = lan::parse_bind(bind_text);
  if (!bind) {
    say(err, msg("page.cli.bad_bind", bind_text));
    return 2;
  }
  auto store = open_store(context, Access::kWrite, err);
  if (!store) return 2;
  const Lang lang = lang_text.empty() ? lang_from_environment() : lang_from_code(lang_text);
  lan::FileTable table(*store, lang);
  lan::Server server([&table](const lan::PhoneRequest& r) { return table.enter(r.player, r.action); });
  server.set_lang(lang);
  lan::ServerOptions options;
  options.host = bind->host;
  options.port = bind->port;
  options.app_dir = app_dir;
  std::string error;
  if (!server.start(options, &error)) {
    say(err, msg("page.cli.cannot_listen", bind->host + ":" + std::to_string(bind->port)));
    return 2;
  }
  table.attach(&server);
  table.refresh();
  out << server.address() << std::endl;
  if (!app_dir.empty()) out << server.app_address() << std::endl;  // the tablet's app (issue 33)
  say(err, msg("page.cli.serving"));

  stop_on_interrupt();
  while (!interrupted()) {
    std::this_thread::sleep_for(kFollowEvery);
    table.refresh();
  }
  server.stop();
  return 0;
}

void register_serve(CLI::App& app, Context& context) {
  auto* cmd = app.add_subcommand("serve", "Show the current game live on phones and the TV (a page on the local network)");
  cmd->footer(
      "Prints the page's address (with its secret token) on the first line; open it on a phone, or scan the\n"
      "app's QR code. GET /state: the game as JSON; GET /events: the live stream. Ctrl+C stops.");
  auto bind = std::make_shared<std::string>();
  auto lang = std::make_shared<std::string>();
  auto app_dir = std::make_shared<std::string>();
  cmd->add_option("--bind", *bind, "ADDR:PORT to listen on (default: this machine's LAN address, a free port)");
  cmd->add_option("--lang", *lang, "The page's language: en or es (default: from the environment)");
  cmd->add_option("--app", *app_dir,
                  "Also serve the browser build (scripts/dev.sh web: build/web) to tablets; its address is the "
                  "second line")
      ->check(CLI::ExistingDirectory);
  cmd->callback([&context, bind, lang, app_dir] {
    context.exit_code = run_serve(context, *bind, *lang, *app_dir, std::cout, std::cerr);
  });
}

}  // namespace flipside::cli
