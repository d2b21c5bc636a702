// The store's strings, English and Spanish, keyed like the rest of the table:
// storage failures (src/store) and the store's commands (games, export,
// import, backup). Every key must exist in both languages (tests/store).
#include "core/i18n/text_table.hpp"

namespace flipside::i18n {
namespace {

constexpr Entry kEnglish[] = {
    // Opening the database.
    {"store.cannot_create_dir", "Cannot create the folder {0} for the database: {1}"},
    {"store.cannot_open", "Cannot open the database {0}: {1}"},
    {"store.is_directory", "{0} is a folder, not a database file"},
    {"store.not_writable", "FlipSide cannot write to the database {0}: {1}"},
    {"store.not_sqlite",
     "{0} is not a FlipSide database (it is not an SQLite file). It was left untouched; a fresh database can be "
     "created at {1}"},
    {"store.not_flipside",
     "{0} is another program's SQLite file, not a FlipSide database. It was left untouched; a fresh database can be "
     "created at {1}"},
    {"store.corrupt",
     "The database {0} is damaged ({1}). It was left untouched; a fresh database can be created at {2}"},
    {"store.newer_version",
     "{0} was written by a newer FlipSide (schema {1}; this one knows up to {2}). It is open read-only: games can be "
     "viewed and exported, not changed"},

    // Upgrading a file an older FlipSide wrote (the commands print it on a terminal).
    {"store.upgrade.checking", "Checking the file before updating it for this version of FlipSide…"},
    {"store.upgrade.updating", "Updating the games for this version of FlipSide: {0} of {1}"},
    {"store.upgrade.saving", "Saving the updated games…"},
    {"store.upgrade.done", "The file is updated for this version of FlipSide"},
    {"store.upgrade_stopped",
     "The update of {0} for this version of FlipSide was stopped before it finished: the file is exactly as it was, "
     "and the update starts again the next time it is opened"},

    // Writing and reading.
    {"store.busy", "The database {0} is in use by another program: close the other FlipSide and try again"},
    {"store.disk_full", "The disk holding {0} is full: the last entry was not saved. Free some space and try again"},
    {"store.io_error", "Reading or writing the database {0} failed: {1}"},
    {"store.damaged_in_use", "The database {0} turned out to be damaged ({1}): the last entry was not saved"},
    {"store.failed", "The database could not be updated: {0}"},
    {"store.read_only", "This database is open read-only: nothing can be changed"},
    {"store.read_failed", "The database {0} could not be read ({1}): nothing was changed"},
    {"store.import_disk_full",
     "The disk holding {0} is full: the script was not imported, and the database is as it was. Free some space and "
     "try again"},
    {"store.import_damaged", "The database {0} turned out to be damaged ({1}): the script was not imported"},
    {"store.export_invalid", "Game {0} cannot be exported: line {1} of its script would not replay ({2})"},

    // Games and players.
    {"store.no_such_game", "There is no game {0} in the database"},
    {"store.game_changed", "Game {0} was changed by another FlipSide meanwhile: reopen it to continue"},
    {"store.game_abandoned", "Game {0} was abandoned: it can no longer be changed"},
    {"store.game_already_finished", "Game {0} is already finished"},
    {"store.nothing_to_undo", "There is nothing to undo"},
    {"store.nothing_to_redo", "There is nothing to redo"},
    {"store.replay_failed", "Game {0} cannot be rebuilt: its stored entry {1} is refused ({2})"},
    {"store.no_such_player", "There is no player number {0}"},
    {"store.name_taken", "The name \"{0}\" already belongs to another player"},
    {"store.merge_same_player", "A player cannot be merged into themselves"},
    {"store.merge_same_game", "{0} and {1} both played the game of {2} ({3}): they cannot be the same person"},
    {"store.cli.players_heading", "ID\tPLAYER\tGAMES"},
    {"store.cli.renamed", "Player {0} is now called {1}"},
    {"store.cli.merged", "{0} merged into {1}"},

    // Backups.
    {"store.backup_exists", "{0} already exists: choose another file name for the backup"},
    {"store.backup_failed", "The backup to {0} failed: {1}"},

    // Commands.
    {"store.status.in_progress", "in progress"},
    {"store.status.finished", "finished"},
    {"store.status.abandoned", "abandoned"},
    {"store.cli.games_heading", "ID\tGAME\tPLAYERS\tSTARTED\tSTATUS\tWINNER"},
    {"store.cli.no_games", "No games stored yet in {0}"},
    {"store.cli.bin_heading", "ID\tGAME\tPLAYERS\tSTARTED\tSTATUS\tWINNER\tDELETED"},
    {"store.cli.bin_empty", "The bin is empty"},
    {"store.cli.not_in_bin", "Game {0} is not in the bin (flipside games --deleted lists it)"},
    {"store.cli.restored", "Game {0} is back in the history"},
    {"store.cli.empty_bin_ask", "The bin holds {0} games. To delete them for good: flipside empty-bin --yes"},
    {"store.cli.empty_bin_ask_one", "The bin holds 1 game. To delete it for good: flipside empty-bin --yes"},
    {"store.cli.bin_emptied", "{0} games deleted for good"},
    {"store.cli.bin_emptied_one", "1 game deleted for good"},
    {"store.cli.no_finished_games", "No finished game matches: nothing to count yet"},
    {"store.cli.demo_exists", "{0} already exists: demo data goes into a new file"},
    {"store.cli.demo_written", "{0|# game|# games} written to {1}"},
    {"store.cli.bad_day", "\"{0}\" is not a day: write it as YYYY-MM-DD"},
    {"store.cli.bad_dates", "\"{0}\" is not a choice of dates: all, last-30-days, this-year or last-year"},
    {"store.cli.dates_and_days", "--dates chooses the days itself: give it or --since/--until, not both"},
    {"store.cli.bad_stats_view",
     "--show takes players, leaderboard, records or months (not \"{0}\"), --sort player, games, wins, rate, "
     "average or best (not \"{1}\")"},
    {"store.cli.no_player_named", "There is no player named \"{0}\" (flipside players lists them)"},
    {"store.cli.no_such_game_kind", "There is no game called \"{0}\": {1}"},
    {"store.cli.bad_game_id", "\"{0}\" is not a game number"},
    {"store.cli.export_what", "Name a game number to export, or --all with -o FOLDER, or --csv alone"},
    {"store.cli.export_all_needs_dir", "--all writes one file per game: give a folder with -o FOLDER"},
    {"store.cli.cannot_write", "Cannot write {0}"},
    {"store.cli.cannot_read", "Cannot open {0}"},
    {"store.cli.script_is_database", "{0} is the database itself, not a game script: not imported"},
    {"store.cli.output_is_database", "{0} is the database itself: export writes game scripts elsewhere"},
    {"store.cli.exported", "Wrote {0|# game script|# game scripts} to {1}"},
    {"store.cli.imported", "{0}: stored as game {1}"},
    {"store.cli.already_stored", "{0}: already there as game {1} (the same game, by its id): nothing imported"},
    {"store.cli.refused", "{0}: line {1}: {2}"},
    {"store.cli.refused_storage", "{0}: not stored: {1}"},
    {"store.cli.backup_taken", "Backup taken before importing: {0}"},
    {"store.cli.backup_written", "Backup written to {0}"},
    {"store.cli.warning", "warning: {0}"},
};

constexpr Entry kSpanish[] = {
    {"store.cannot_create_dir", "No se puede crear la carpeta {0} para la base de datos: {1}"},
    {"store.cannot_open", "No se puede abrir la base de datos {0}: {1}"},
    {"store.is_directory", "{0} es una carpeta, no un archivo de base de datos"},
    {"store.not_writable", "FlipSide no puede escribir en la base de datos {0}: {1}"},
    {"store.not_sqlite",
     "{0} no es una base de datos de FlipSide (no es un archivo SQLite). No se ha tocado; se puede crear una base de "
     "datos nueva en {1}"},
    {"store.not_flipside",
     "{0} es un archivo SQLite de otro programa, no una base de datos de FlipSide. No se ha tocado; se puede crear una "
     "base de datos nueva en {1}"},
    {"store.corrupt",
     "La base de datos {0} está dañada ({1}). No se ha tocado; se puede crear una base de datos nueva en {2}"},
    {"store.newer_version",
     "{0} la escribió un FlipSide más reciente (esquema {1}; este conoce hasta el {2}). Se abre solo para lectura: las "
     "partidas se pueden ver y exportar, no cambiar"},

    {"store.upgrade.checking", "Comprobando el archivo antes de actualizarlo para esta versión de FlipSide…"},
    {"store.upgrade.updating", "Actualizando las partidas para esta versión de FlipSide: {0} de {1}"},
    {"store.upgrade.saving", "Guardando las partidas actualizadas…"},
    {"store.upgrade.done", "El archivo está actualizado para esta versión de FlipSide"},
    {"store.upgrade_stopped",
     "La actualización de {0} para esta versión de FlipSide se detuvo antes de terminar: el archivo está exactamente "
     "como estaba, y la actualización vuelve a empezar la próxima vez que se abra"},

    {"store.busy", "Otro programa está usando la base de datos {0}: cierra el otro FlipSide y vuelve a intentarlo"},
    {"store.disk_full",
     "El disco donde está {0} está lleno: la última anotación no se guardó. Libera espacio y vuelve a intentarlo"},
    {"store.io_error", "Falló la lectura o escritura de la base de datos {0}: {1}"},
    {"store.damaged_in_use", "La base de datos {0} resultó estar dañada ({1}): la última anotación no se guardó"},
    {"store.failed", "No se pudo actualizar la base de datos: {0}"},
    {"store.read_only", "Esta base de datos está abierta solo para lectura: no se puede cambiar nada"},
    {"store.read_failed", "No se pudo leer la base de datos {0} ({1}): no se ha cambiado nada"},
    {"store.import_disk_full",
     "El disco donde está {0} está lleno: el guion no se importó y la base de datos sigue como estaba. Libera espacio "
     "y vuelve a intentarlo"},
    {"store.import_damaged", "La base de datos {0} resultó estar dañada ({1}): el guion no se importó"},
    {"store.export_invalid", "La partida {0} no se puede exportar: la línea {1} de su guion no se podría reproducir ({2})"},

    {"store.no_such_game", "No hay ninguna partida {0} en la base de datos"},
    {"store.game_changed", "Otro FlipSide ha cambiado la partida {0} mientras tanto: vuelve a abrirla para seguir"},
    {"store.game_abandoned", "La partida {0} se abandonó: ya no se puede cambiar"},
    {"store.game_already_finished", "La partida {0} ya ha terminado"},
    {"store.nothing_to_undo", "No hay nada que deshacer"},
    {"store.nothing_to_redo", "No hay nada que rehacer"},
    {"store.replay_failed", "La partida {0} no se puede reconstruir: su anotación guardada {1} no es válida ({2})"},
    {"store.no_such_player", "No hay ningún jugador número {0}"},
    {"store.name_taken", "El nombre \"{0}\" ya es de otro jugador"},
    {"store.merge_same_player", "Un jugador no se puede unir consigo mismo"},
    {"store.merge_same_game", "{0} y {1} jugaron los dos la partida del {2} ({3}): no pueden ser la misma persona"},
    {"store.cli.players_heading", "ID\tJUGADOR\tPARTIDAS"},
    {"store.cli.renamed", "El jugador {0} ahora se llama {1}"},
    {"store.cli.merged", "{0} unido a {1}"},

    {"store.backup_exists", "{0} ya existe: elige otro nombre de archivo para la copia de seguridad"},
    {"store.backup_failed", "Falló la copia de seguridad en {0}: {1}"},

    {"store.status.in_progress", "en curso"},
    {"store.status.finished", "terminada"},
    {"store.status.abandoned", "abandonada"},
    {"store.cli.games_heading", "ID\tJUEGO\tJUGADORES\tINICIO\tESTADO\tGANADOR"},
    {"store.cli.no_games", "Todavía no hay partidas guardadas en {0}"},
    {"store.cli.bin_heading", "ID\tJUEGO\tJUGADORES\tINICIO\tESTADO\tGANADOR\tBORRADA"},
    {"store.cli.bin_empty", "La papelera está vacía"},
    {"store.cli.not_in_bin", "La partida {0} no está en la papelera (flipside games --deleted la lista)"},
    {"store.cli.restored", "La partida {0} vuelve al historial"},
    {"store.cli.empty_bin_ask", "La papelera tiene {0} partidas. Para borrarlas para siempre: flipside empty-bin --yes"},
    {"store.cli.empty_bin_ask_one", "La papelera tiene 1 partida. Para borrarla para siempre: flipside empty-bin --yes"},
    {"store.cli.bin_emptied", "{0} partidas borradas para siempre"},
    {"store.cli.bin_emptied_one", "1 partida borrada para siempre"},
    {"store.cli.no_finished_games", "Ninguna partida terminada coincide: aún no hay nada que contar"},
    {"store.cli.demo_exists", "{0} ya existe: los datos de ejemplo van a un archivo nuevo"},
    {"store.cli.demo_written", "{0|# partida escrita|# partidas escritas} en {1}"},
    {"store.cli.no_player_named", "No hay ningún jugador llamado \"{0}\" (flipside players los lista)"},
    {"store.cli.bad_day", "\"{0}\" no es un día: escríbelo como AAAA-MM-DD"},
    {"store.cli.bad_dates", "\"{0}\" no es una elección de fechas: all, last-30-days, this-year o last-year"},
    {"store.cli.dates_and_days", "--dates elige los días por sí solo: da eso o --since/--until, no ambos"},
    {"store.cli.bad_stats_view",
     "--show admite players, leaderboard, records o months (no \"{0}\"), --sort player, games, wins, rate, "
     "average o best (no \"{1}\")"},
    {"store.cli.no_such_game_kind", "No hay ningún juego llamado \"{0}\": {1}"},
    {"store.cli.bad_game_id", "\"{0}\" no es un número de partida"},
    {"store.cli.export_what", "Indica el número de la partida que exportar, o --all con -o CARPETA, o solo --csv"},
    {"store.cli.export_all_needs_dir", "--all escribe un archivo por partida: indica una carpeta con -o CARPETA"},
    {"store.cli.cannot_write", "No se puede escribir {0}"},
    {"store.cli.cannot_read", "No se puede abrir {0}"},
    {"store.cli.script_is_database", "{0} es la propia base de datos, no un guion de partida: no se importó"},
    {"store.cli.output_is_database", "{0} es la propia base de datos: export escribe los guiones en otro sitio"},
    {"store.cli.exported", "{0|Se escribi\xC3\xB3 # gui\xC3\xB3n|Se escribieron # guiones} de partida en {1}"},
    {"store.cli.imported", "{0}: guardada como partida {1}"},
    {"store.cli.already_stored", "{0}: ya está como partida {1} (la misma partida, por su id): no se importó nada"},
    {"store.cli.refused", "{0}: línea {1}: {2}"},
    {"store.cli.refused_storage", "{0}: no se guardó: {1}"},
    {"store.cli.backup_taken", "Copia de seguridad hecha antes de importar: {0}"},
    {"store.cli.backup_written", "Copia de seguridad escrita en {0}"},
    {"store.cli.warning", "aviso: {0}"},
};

}  // namespace

std::span<const Entry> english_store_table() { return kEnglish; }
std::span<const Entry> spanish_store_table() { return kSpanish; }

}  // namespace flipside::i18n
