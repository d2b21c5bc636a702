// The page on phones and the TV (src/lan/, issue 23): its labels and the
// server's refusals, which a phone shows as they come.
#include "core/i18n/text_table.hpp"

namespace flipside::i18n {
namespace {

constexpr Entry kEnglish[] = {
    {"page.title", "FlipSide \xC2\xB7 live"},
    {"page.target", "Target: {0}"},
    {"page.last_entries", "Last entries"},
    {"page.standings", "Standings"},
    {"page.who", "Who are you? Tap your name to play from this phone."},
    {"page.watching", "Just watching"},
    {"page.you_are", "This phone plays as {0}"},
    {"page.no_game", "No game on the table yet."},
    {"page.offline", "Connection lost: reconnecting\xE2\x80\xA6"},
    {"page.game_over", "Game over"},
    {"page.winner", "{0} wins!"},
    {"page.on_turn", "On turn"},
    {"page.refused.forbidden", "Forbidden"},
    {"page.refused.bad_request", "That request could not be read."},
    {"page.refused.too_large", "That request is too large."},
    {"page.refused.no_game", "There is no game on the table."},
    {"page.refused.not_at_table", "Nobody called {0} sits at this table."},
    {"page.refused.name_taken", "{0} is already playing from another phone. The table can make a new code."},
    {"page.refused.not_joined", "Tap your name first: this phone plays as nobody yet."},
    {"page.refused.no_such_action", "A phone cannot do that in this game."},
    {"page.refused.too_fast", "Too many taps at once: wait a moment and try again."},
    {"page.refused.too_many_phones", "Too many phones are connected. Close the page on another one."},
    {"page.refused.table_silent", "The table did not answer. Try again."},
    {"page.done", "Done."},
    {"ui.settings.phones", "Show on phones and TV"},
    {"ui.settings.phones_scan", "Scan the code, or open {0} in a browser on the same Wi-Fi. Only who has this address can see the game."},
    {"ui.settings.phones_playing", "{0|# phone plays|# phones play} as a player. A new code stops every phone and the old address."},
    {"ui.settings.phones_new_code", "New code"},
    {"ui.table.phones", "Phones"},
    {"ui.phones.stop", "Stop showing"},
    {"page.refused.table_busy", "The table is fixing an entry: try again in a moment."},
    {"page.cli.bad_bind", "--bind takes ADDR:PORT, an IPv4 address of this machine on the local network (never 0.0.0.0 or a public one), not '{0}'"},
    {"page.cli.cannot_listen", "Cannot listen on {0}: is the address this machine's and the port free?"},
    {"page.cli.serving", "Serving the page. Anyone with the address (it holds a secret token) can watch; Ctrl+C stops."},
};

constexpr Entry kSpanish[] = {
    {"page.title", "FlipSide \xC2\xB7 en directo"},
    {"page.target", "Objetivo: {0}"},
    {"page.last_entries", "\xC3\x9Altimas jugadas"},
    {"page.standings", "Clasificaci\xC3\xB3n"},
    {"page.who", "\xC2\xBFQui\xC3\xA9n eres? Toca tu nombre para jugar desde este m\xC3\xB3vil."},
    {"page.watching", "Solo mirar"},
    {"page.you_are", "Este m\xC3\xB3vil juega como {0}"},
    {"page.no_game", "A\xC3\xBAn no hay partida en la mesa."},
    {"page.offline", "Sin conexi\xC3\xB3n: reconectando\xE2\x80\xA6"},
    {"page.game_over", "Fin de la partida"},
    {"page.winner", "\xC2\xA1{0} gana!"},
    {"page.on_turn", "Tiene el turno"},
    {"page.refused.forbidden", "Prohibido"},
    {"page.refused.bad_request", "No se pudo leer esa petici\xC3\xB3n."},
    {"page.refused.too_large", "Esa petici\xC3\xB3n es demasiado grande."},
    {"page.refused.no_game", "No hay ninguna partida en la mesa."},
    {"page.refused.not_at_table", "Nadie llamado {0} juega en esta mesa."},
    {"page.refused.name_taken", "{0} ya juega desde otro m\xC3\xB3vil. La mesa puede hacer un c\xC3\xB3" "digo nuevo."},
    {"page.refused.not_joined", "Toca antes tu nombre: este m\xC3\xB3vil a\xC3\xBAn no juega como nadie."},
    {"page.refused.no_such_action", "Un m\xC3\xB3vil no puede hacer eso en este juego."},
    {"page.refused.too_fast", "Demasiados toques seguidos: espera un momento y vuelve a probar."},
    {"page.refused.too_many_phones", "Hay demasiados m\xC3\xB3viles conectados. Cierra la p\xC3\xA1gina en otro."},
    {"page.refused.table_silent", "La mesa no ha respondido. Vuelve a probar."},
    {"page.done", "Hecho."},
    {"ui.settings.phones", "Ver en m\xC3\xB3viles y TV"},
    {"ui.settings.phones_scan", "Escanea el c\xC3\xB3" "digo o abre {0} en un navegador en la misma wifi. Solo quien tenga esta direcci\xC3\xB3n puede ver la partida."},
    {"ui.settings.phones_playing", "{0|# m\xC3\xB3vil juega|# m\xC3\xB3viles juegan} como jugador. Un c\xC3\xB3" "digo nuevo detiene todos los m\xC3\xB3viles y la direcci\xC3\xB3n antigua."},
    {"ui.settings.phones_new_code", "C\xC3\xB3" "digo nuevo"},
    {"ui.table.phones", "M\xC3\xB3viles"},
    {"ui.phones.stop", "Dejar de mostrar"},
    {"page.refused.table_busy", "La mesa est\xC3\xA1 corrigiendo una jugada: vuelve a probar en un momento."},
    {"page.cli.bad_bind", "--bind espera ADDR:PUERTO, una direcci\xC3\xB3n IPv4 de esta m\xC3\xA1" "quina en la red local (nunca 0.0.0.0 ni una p\xC3\xBA" "blica), no '{0}'"},
    {"page.cli.cannot_listen", "No se puede escuchar en {0}: \xC2\xBF" "es una direcci\xC3\xB3n de esta m\xC3\xA1" "quina y el puerto est\xC3\xA1 libre?"},
    {"page.cli.serving", "Sirviendo la p\xC3\xA1gina. Quien tenga la direcci\xC3\xB3n (lleva un c\xC3\xB3" "digo secreto) puede mirar; Ctrl+C para."},
};

}  // namespace

std::span<const Entry> english_page_table() { return kEnglish; }
std::span<const Entry> spanish_page_table() { return kSpanish; }

}  // namespace flipside::i18n
