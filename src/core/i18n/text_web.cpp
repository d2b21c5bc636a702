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
};

}  // namespace

std::span<const Entry> english_web_table() { return kEnglish; }
std::span<const Entry> spanish_web_table() { return kSpanish; }

}  // namespace flipside::i18n
