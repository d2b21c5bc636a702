// `flipside`: the table app by default, headless subcommands otherwise.
#include <iostream>
#include <string>

#include <unistd.h>

#include <CLI/CLI.hpp>

#include "cli/commands.hpp"
#include "ui/platform/app.hpp"

int main(int argc, char** argv) {
  CLI::App app{"FlipSide: scorekeeper and referee for card games at a real table"};
  app.footer("With no command, FlipSide opens the table app.");
  app.set_version_flag("--version", std::string("flipside ") + FLIPSIDE_VERSION);
  flipside::cli::Context context;
  context.progress_on_terminal = isatty(STDERR_FILENO) == 1;
  flipside::ui::AppOptions app_options;
  app.add_option("--db", context.db_path, "SQLite database file (default: $FLIPSIDE_DB or ~/.local/share/flipside/flipside.db)");
  app.add_option("--exit-after-frames", app_options.exit_after_frames, "Render this many frames, then quit (tests)")
      ->check(CLI::PositiveNumber);
  app.add_option("--window-width", app_options.window_width, "Window width in pixels (app)")->check(CLI::Range(200, 10000));
  app.add_option("--window-height", app_options.window_height, "Window height in pixels (app)")->check(CLI::Range(200, 10000));
  app.add_option("--scale", app_options.ui_scale, "UI scale instead of the display's DPI (app)")->check(CLI::Range(0.5, 4.0));
  app.add_flag("--print-startup-time", app_options.print_startup_time, "Print ms from launch to the first frame (bench)");
  app.add_flag("--frame-stats", app_options.frame_stats, "Print the median CPU time of a frame at exit (bench)");
  app.add_flag("--show-on-phones", app_options.show_on_phones,
               "Show the game on phones from launch: Settings opens on the page's QR code (app)");
  app.add_option("--page-bind", app_options.page_bind,
                 "ADDR:PORT for the page on phones (app; default: the LAN address, a free port)");
  flipside::cli::register_replay(app, context);
  flipside::cli::register_games(app, context);
  flipside::cli::register_players(app, context);
  flipside::cli::register_export(app, context);
  flipside::cli::register_bgstats(app, context);
  flipside::cli::register_import(app, context);
  flipside::cli::register_backup(app, context);
  flipside::cli::register_stats(app, context);
  flipside::cli::register_demo_data(app, context);
  flipside::cli::register_bin(app, context);
  flipside::cli::register_serve(app, context);
  flipside::cli::register_league(app, context);
  app.require_subcommand(0, 1);

  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
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
