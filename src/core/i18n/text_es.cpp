// Español: cada texto visible, con la misma clave que en inglés.
// Nombres de cartas como en el reglamento (Bloqueo, Saca Tres, Vida Extra).
#include "core/i18n/text_table.hpp"

namespace flipside::i18n {
namespace {

constexpr Entry kSpanish[] = {
    {"list.and", " y "},

    {"card.freeze", "Bloqueo"},
    {"card.flip3", "Saca Tres"},
    {"card.second_chance", "Vida Extra"},

    {"script.empty", "el guion está vacío: se esperaba una cabecera"},
    {"script.read_error", "no se pudo leer el archivo"},
    {"script.line_too_long", "línea demasiado larga (más de {0} bytes)"},
    {"script.bad_json", "JSON mal formado: {0}"},
    {"script.not_object", "cada línea debe ser un objeto JSON"},
    {"script.unknown_field", "campo desconocido \"{0}\""},
    {"script.name_not_text", "un jugador se nombra con una cadena de texto"},
    {"script.unknown_player", "\"{0}\" no juega esta partida"},
    {"header.not_object", "la cabecera debe ser un objeto JSON"},
    {"header.unknown_field", "campo de cabecera desconocido \"{0}\""},
    {"header.game_missing", "la cabecera debe nombrar el juego: \"game\":\"flip7\""},
    {"header.game_unknown", "juego desconocido \"{0}\" (flip7, unoflip, phase10flip, flinch)"},
    {"header.game_not_yet", "el juego \"{0}\" aún no está disponible"},
    {"header.players_missing", "la cabecera debe listar los jugadores: \"players\":[\"Ana\",\"Ben\"]"},
    {"header.player_not_text", "los nombres de jugador deben ser cadenas de texto"},
    {"header.name_empty", "un nombre de jugador no puede estar vacío"},
    {"header.name_too_long", "el nombre \"{0}\" tiene más de {1} caracteres"},
    {"header.player_duplicate", "\"{0}\" aparece dos veces entre los jugadores"},
    {"header.dealer_missing", "la cabecera debe nombrar al Repartidor: \"dealer\":\"Ana\""},
    {"header.dealer_unknown", "el Repartidor \"{0}\" no es uno de los jugadores"},
    {"header.options_not_object", "\"options\" debe ser un objeto JSON"},
    {"header.unknown_option", "opción desconocida \"{0}\" para {1}"},

    {"flip7.option_target", "la opción \"target\" debe ser un número entero de 1 a {0}"},
    {"flip7.option_decks", "la opción \"decks\" debe ser un número entero de 1 a {0}"},
    {"flip7.option_round_limit", "la opción \"round_limit\" debe ser un número entero de 1 a 10000"},
    {"flip7.too_many_players", "Flip 7 admite como máximo {0} jugadores"},
    {"flip7.card_not_text", "\"card\" debe ser una cadena como \"7\", \"x2\" o \"freeze\""},
    {"flip7.unknown_card",
     "\"{0}\" no es una carta de Flip 7 (cartas: 0 a 12, +2, +4, +6, +8, +10, x2, freeze, flip3, second_chance)"},
    {"flip7.unknown_line", "se esperaba {\"card\":…}, {\"target\":…} o {\"stay\":…}"},

    {"flip7.game_over_winner", "La partida ha terminado: ha ganado {0}"},
    {"flip7.game_over", "La partida ha terminado"},
    {"flip7.no_such_player", "No hay jugador número {0}"},
    {"flip7.target_needed", "{0} debe elegir primero a quién va la carta {1}"},
    {"flip7.wrong_recipient_deal", "Esta carta es para {1}, a quien se está repartiendo, no para {0}"},
    {"flip7.wrong_recipient_turn", "{0} no tiene el turno: le toca a {1}"},
    {"flip7.wrong_recipient_flip_three", "Esta carta es para {1}, que está recibiendo un Saca Tres, no para {0}"},
    {"flip7.no_cards_left", "No se puede sacar carta: el mazo y el descarte están vacíos"},
    {"flip7.card_impossible", "No puede salir un {0}: la baraja tiene {1} y no queda ninguno en el mazo ({2})"},
    {"flip7.card_impossible_reshuffle",
     "No puede salir un {0}: el mazo está vacío y el descarte que se va a mezclar no tiene ninguno. La baraja tiene {1} ({2})"},
    {"flip7.where_player", "{0} de {1}"},
    {"flip7.where_set_aside", "{0} apartada(s)"},
    {"flip7.where_round_discard", "{0} descartada(s) en esta ronda"},
    {"flip7.where_discard", "{0} en el descarte"},
    {"flip7.target_out", "{0} está fuera de la ronda y no puede ser objetivo"},
    {"flip7.second_chance_self", "{0} ya tiene una Vida Extra y debe dar esta a otra persona"},
    {"flip7.second_chance_has_one", "{0} ya tiene una Vida Extra"},
    {"flip7.target_later", "Este {0} espera a que termine el Saca Tres: su objetivo se elige entonces"},
    {"flip7.second_chance_kept_no_target", "{0} se queda esta Vida Extra: no lleva objetivo"},
    {"flip7.second_chance_discarded_no_target",
     "Nadie más en la ronda puede recibir esta Vida Extra: se descarta y no lleva objetivo"},
    {"flip7.no_target_for_card", "Un {0} no lleva objetivo"},
    {"flip7.no_pending_target", "Ninguna carta de Acción espera objetivo"},
    {"flip7.stay_out_of_round", "{0} está fuera de la ronda"},
    {"flip7.stay_during_flip_three", "Nadie puede plantarse ahora: {0} está recibiendo un Saca Tres"},
    {"flip7.stay_during_deal", "Nadie puede plantarse durante el reparto: la siguiente carta es para {0}"},
    {"flip7.not_on_turn", "{0} no tiene el turno: le toca a {1}"},
    {"flip7.stay_without_cards", "{0} no tiene cartas y no puede plantarse: antes debe pedir carta"},

    {"flip7.expect_card_deal", "una carta para {0} (reparto)"},
    {"flip7.expect_card_flip_three", "una carta para {0} (Saca Tres, carta {1} de 3)"},
    {"flip7.expect_card_turn", "una carta para {0} (su turno)"},
    {"flip7.expect_card_or_stay", "una carta para {0} (su turno), o {0} se planta"},
    {"flip7.expect_target", "{0} elige a quién va la carta {1}"},
    {"flip7.expect_nothing_winner", "nada: la partida ha terminado, ha ganado {0}"},
    {"flip7.expect_nothing", "nada: la partida ha terminado"},

    {"flip7.notice.reshuffle", "Se mezcla el descarte: es el nuevo mazo ({0} cartas)"},
    {"flip7.notice.bust", "¡FALLO! {0} ha sacado otro {1}"},
    {"flip7.notice.second_chance_used", "Vida Extra usada: {0} descarta el {1} repetido y sigue en la ronda"},
    {"flip7.notice.second_chance_kept", "{0} guarda una Vida Extra"},
    {"flip7.notice.second_chance_given", "{1} da la Vida Extra a {0}"},
    {"flip7.notice.second_chance_discarded", "Nadie puede recibir la Vida Extra sobrante de {0}: se descarta"},
    {"flip7.notice.frozen", "{1} bloquea a {0}"},
    {"flip7.notice.flip_three", "Saca Tres: {0} recibe las tres cartas siguientes (eligió {1})"},
    {"flip7.notice.action_waits", "El {1} de {0} espera a que termine el Saca Tres"},
    {"flip7.notice.waiting_discarded", "{0} carta(s) apartada(s) al descarte"},
    {"flip7.notice.flip7", "¡FLIP 7! {0} tiene siete números distintos: +15 y se acaba la ronda"},
    {"flip7.notice.stayed", "{0} se planta con {1} puntos"},
    {"flip7.notice.round_end", "Fin de la ronda {0}"},
    {"flip7.notice.tie_break", "Empate a {0} en cabeza: todos juegan otra ronda"},
    {"flip7.notice.game_end", "¡{0} gana la partida!"},
    {"flip7.notice.game_end_no_winner", "La partida termina sin ganador"},
};

}  // namespace

std::span<const Entry> spanish_core_table() { return kSpanish; }

}  // namespace flipside::i18n
