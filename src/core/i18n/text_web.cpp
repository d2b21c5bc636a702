// The app in a browser (issue 33): what a page cannot do that the desktop
// app does, and what the browser's storage means for the games.
#include "core/i18n/text_table.hpp"

namespace flipside::i18n {
namespace {

constexpr Entry kEnglish[] = {
    {"ui.web.no_league_folder",
     "A league folder needs FlipSide on a computer: export this tablet's games and import them there."},
    {"ui.web.not_stored",
     "This browser did not store the last change (its storage may be full or cleared). It is still on screen and "
     "will be stored with the next change; export a backup now to be safe."},
    {"ui.web.storage_title", "Games in this browser"},
    {"ui.web.saved_here", "Games are saved in this browser (Settings says for how long)"},
    {"ui.web.storage_kept", "This browser keeps FlipSide's games until you remove them."},
    {"ui.web.storage_not_kept",
     "This browser may remove FlipSide's games after weeks unused or when space runs short (Safari: after 7 days, "
     "unless FlipSide is on the home screen). Add it to the home screen, and export a backup now and then."},
    {"ui.files.section", "Your games as files"},
    {"ui.files.backup", "Save a backup of every game"},
    {"ui.files.export", "Export every game as a script"},
    {"ui.files.import", "Import scripts or a backup"},
    {"ui.files.explain",
     "A backup is one file with every game: import it here or on another tablet, or on a computer with "
     "\"flipside import\". A script is one game as text, as every FlipSide reads it. Importing only adds games: a "
     "game already here stays as it is."},
    {"ui.files.title", "Your games as files"},
    {"ui.files.no_room", "The files could not be written in {0} (is the storage full?)."},
    {"ui.files.not_exported", "Game {0} was not exported: {1}"},
    {"ui.files.nothing_to_export", "There are no games to export yet."},
    {"ui.files.exported_some", "{0|# game was|# games were} exported; these were not:"},
    {"ui.files.imported", "{0|# game|# games} stored, {1} already here, {2} refused."},
    {"ui.files.backup_taken", "{0}: a backup: {1|# game|# games} stored, {2} already here"},
    {"ui.files.already_here", "{0}: already here as game {1}"},
    {"ui.files.stored", "{0}: stored as game {1}"},
    {"ui.files.refused_line", "{0}: not stored: line {1}: {2}"},
    {"ui.files.refused", "{0}: not stored: {1}"},
    {"ui.files.unreadable", "the file could not be read"},
};

constexpr Entry kSpanish[] = {
    {"ui.web.no_league_folder",
     "Una carpeta de liga necesita FlipSide en un ordenador: exporta las partidas de esta tableta e imp\xC3\xB3rtalas "
     "all\xC3\xAD."},
    {"ui.web.not_stored",
     "Este navegador no guard\xC3\xB3 el \xC3\xBAltimo cambio (su almacenamiento puede estar lleno o borrado). "
     "Sigue en pantalla y se guardar\xC3\xA1 con el pr\xC3\xB3ximo cambio; exporta ahora una copia por si acaso."},
    {"ui.web.storage_title", "Partidas en este navegador"},
    {"ui.web.saved_here", "Las partidas se guardan en este navegador (Ajustes dice por cu\xC3\xA1nto tiempo)"},
    {"ui.web.storage_kept", "Este navegador guarda las partidas de FlipSide hasta que las borres."},
    {"ui.web.storage_not_kept",
     "Este navegador puede borrar las partidas de FlipSide tras semanas sin usarlo o si falta espacio (Safari: a los "
     "7 d\xC3\xAD" "as, salvo que FlipSide est\xC3\xA9 en la pantalla de inicio). A\xC3\xB1\xC3\xA1" "delo a la pantalla de "
     "inicio y exporta una copia de vez en cuando."},
    {"ui.files.section", "Tus partidas en archivos"},
    {"ui.files.backup", "Guardar una copia de todas las partidas"},
    {"ui.files.export", "Exportar cada partida como guion"},
    {"ui.files.import", "Importar guiones o una copia"},
    {"ui.files.explain",
     "Una copia es un archivo con todas las partidas: imp\xC3\xB3rtala aqu\xC3\xAD o en otra tableta, o en un "
     "ordenador con \"flipside import\". Un guion es una partida en texto, como la lee cualquier FlipSide. "
     "Importar solo a\xC3\xB1" "ade partidas: una que ya est\xC3\xA1 aqu\xC3\xAD se queda como est\xC3\xA1."},
    {"ui.files.title", "Tus partidas en archivos"},
    {"ui.files.no_room", "No se pudieron escribir los archivos en {0} (\xC2\xBF" "est\xC3\xA1 lleno el almacenamiento?)."},
    {"ui.files.not_exported", "La partida {0} no se export\xC3\xB3: {1}"},
    {"ui.files.nothing_to_export", "Todav\xC3\xAD" "a no hay partidas que exportar."},
    {"ui.files.exported_some", "{0|Se export\xC3\xB3 # partida|Se exportaron # partidas}; estas no:"},
    {"ui.files.imported", "{0|# partida guardada|# partidas guardadas}, {1} ya {1|estaba|estaban}, {2} {2|rechazada|rechazadas}."},
    {"ui.files.backup_taken", "{0}: una copia: {1|# partida guardada|# partidas guardadas}, {2} ya {2|estaba|estaban}"},
    {"ui.files.already_here", "{0}: ya est\xC3\xA1 como partida {1}"},
    {"ui.files.stored", "{0}: guardada como partida {1}"},
    {"ui.files.refused_line", "{0}: no se guard\xC3\xB3: l\xC3\xADnea {1}: {2}"},
    {"ui.files.refused", "{0}: no se guard\xC3\xB3: {1}"},
    {"ui.files.unreadable", "no se pudo leer el archivo"},
};

}  // namespace

std::span<const Entry> english_web_table() { return kEnglish; }
std::span<const Entry> spanish_web_table() { return kSpanish; }

}  // namespace flipside::i18n
