// `flipside`: the table app by default, headless subcommands otherwise.
#include <iostream>

#include <CLI/CLI.hpp>

#include "cli/commands.hpp"
#include "ui/app.hpp"

int main(int argc, char** argv) {
  CLI::App app{"FlipSide: scorekeeper and referee for Flip 7 at a real table"};
  app.footer("With no command, FlipSide opens the table app.");
  flipside::cli::Context context;
  flipside::ui::AppOptions app_options;
  app.add_option("--db", context.db_path, "SQLite database file (default: $FLIPSIDE_DB or ~/.local/share/flipside/flipside.db)");
  app.add_option("--exit-after-frames", app_options.exit_after_frames, "Render this many frames, then quit (tests)")
      ->check(CLI::PositiveNumber);
  flipside::cli::register_replay(app, context);
  app.require_subcommand(0, 1);

  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    app.exit(e);
    return 2;
  }
  if (app.get_subcommands().empty()) {
    app_options.db_path = context.db_path;
    return flipside::ui::run_app(app_options);
  }
  return context.exit_code;
}
