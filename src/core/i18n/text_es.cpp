// Español: cada texto visible, con la misma clave que en inglés.
// Card names live in each game's table (src/games/<id>/text.cpp).
#include "core/i18n/text_table.hpp"

namespace flipside::i18n {
namespace {

constexpr Entry kSpanish[] = {
    {"list.and", " y "},


    {"session.no_such_entry", "no hay ninguna entrada {0} que cambiar"},
    {"script.empty", "el guion está vacío: se esperaba una cabecera"},
    {"script.read_error", "no se pudo leer el archivo"},
    {"script.line_too_long", "línea demasiado larga (más de {0|# byte|# bytes})"},
    {"script.bad_json", "JSON mal formado: {0}"},
    {"script.not_object", "cada línea debe ser un objeto JSON"},
    {"script.unknown_field", "campo desconocido \"{0}\""},
    {"script.name_not_text", "un jugador se nombra con una cadena de texto"},
    {"script.unknown_player", "\"{0}\" no juega esta partida"},
    {"script.cannot_read", "no se puede leer {0}: {1}"},
    {"script.cannot_open", "no se puede leer {0}"},
    {"script.is_folder", "es una carpeta, no un archivo"},
    {"script.no_such_file", "ese archivo no existe"},
    {"script.not_allowed", "no tiene permiso para leerlo"},
    {"script.nul_byte", "un byte NUL (columna {0}): un guion debe ser texto normal"},
    {"script.number_too_large", "el número {1} en la columna {0} es demasiado grande"},
    {"script.too_deep", "el JSON tiene más de {0|# nivel|# niveles} de anidamiento"},
    {"script.duplicate_key", "el campo \"{0}\" aparece dos veces en el mismo objeto"},
    {"header.not_object", "la cabecera debe ser un objeto JSON"},
    {"header.unknown_field", "campo de cabecera desconocido \"{0}\""},
    {"header.game_missing", "la cabecera debe nombrar el juego ({0})"},
    {"header.game_unknown", "juego desconocido \"{0}\" ({1})"},
    {"header.game_not_yet", "el juego \"{0}\" aún no está disponible"},
    {"header.players_missing", "la cabecera debe listar los jugadores: \"players\":[\"Ana\",\"Ben\"]"},
    {"header.player_not_text", "los nombres de jugador deben ser cadenas de texto"},
    {"header.name_empty", "un nombre de jugador no puede estar vacío"},
    {"header.name_too_long", "el nombre \"{0}\" tiene más de {1|# carácter|# caracteres}"},
    {"header.name_control", "el nombre \"{0}\" contiene un carácter de control ({1})"},
    {"header.name_not_utf8", "el nombre \"{0}\" no es texto UTF-8 válido"},
    {"header.player_duplicate", "\"{0}\" aparece dos veces entre los jugadores"},
    {"header.dealer_missing", "la cabecera debe nombrar al Repartidor: \"dealer\":\"Ana\""},
    {"header.dealer_unknown", "el Repartidor \"{0}\" no es uno de los jugadores"},
    {"header.options_not_object", "\"options\" debe ser un objeto JSON"},
    {"header.started_bad",
     "\"started\" debe ser una fecha y hora con su desfase de UTC, como \"2026-11-22T10:40:00+01:00\""},
    {"header.id_bad",
     "\"id\" debe ser el UUID de la partida en minúsculas, como \"3f1c9a52-0b6e-4c1d-9a7e-2f4b8c6d1e05\""},
    {"header.unknown_option", "opción desconocida \"{0}\" para {1}"},
    {"header.option_int", "la opción \"{0}\" debe ser un número entero de {2} a {3}"},
    {"header.option_optional_int", "la opción \"{0}\" debe ser null (desactivada) o un número entero de {2} a {3}"},
    {"header.option_choice", "la opción \"{0}\" debe ser una de estas: {2}"},
    {"header.option_bool", "la opción \"{0}\" debe ser true o false"},
};

}  // namespace

std::span<const Entry> spanish_core_table() { return kSpanish; }

}  // namespace flipside::i18n
