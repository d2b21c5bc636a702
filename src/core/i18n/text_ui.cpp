// The ui's strings, English and Spanish, keyed like the rest of the table.
// Every visible label of the app is here (tests/ui checks both languages
// have the same keys). Engine sentences and card names come from
// text_en.cpp / text_es.cpp and are not repeated.
#include "core/i18n/text_table.hpp"

namespace flipside::i18n {
namespace {

constexpr Entry kEnglish[] = {
    // Common.
    {"ui.back", "Back"},
    {"ui.ok", "OK"},
    {"ui.cancel", "Cancel"},
    {"ui.on", "On"},
    {"ui.off", "Off"},

    // Home.
    {"ui.home.title", "Home"},
    {"ui.home.subtitle", "Scorekeeper and referee for card games at the table"},
    {"ui.home.continue", "Continue the game"},
    {"ui.home.continue_detail", "{2} with {0} \xC2\xB7 round {1}"},
    {"ui.home.continue_detail.hand", "{2} with {0} \xC2\xB7 hand {1}"},
    {"ui.home.new_game", "New game"},
    {"ui.home.history", "History"},
    {"ui.home.settings", "Settings"},
    {"ui.home.keys", "Keys"},
    {"ui.home.quit", "Quit"},
    {"ui.home.abandon", "End this game without a winner\xE2\x80\xA6"},
    {"ui.home.database", "Games are saved in {0}"},
    {"ui.home.memory", "memory only (not saved)"},
    {"ui.home.read_only", "read-only"},

    // Database problems.
    {"ui.db.title", "The game database cannot be used"},
    {"ui.db.cannot_open", "The game database could not be opened."},
    {"ui.db.cannot_open_game", "This game could not be opened."},
    {"ui.db.cannot_create_game", "The new game could not be saved."},
    {"ui.db.read_only", "The game database is read-only: games can be viewed but not played."},
    {"ui.db.memory_only", "Playing without saving: the games of this session are lost when FlipSide closes."},
    {"ui.db.use_fresh", "Start a fresh database"},
    {"ui.db.without_saving", "Play without saving"},
    {"ui.error.game_not_supported", "The app cannot show {0} games yet."},

    // New game.
    {"ui.new_game.title", "New game"},
    {"ui.new_game.game", "Game"},
    {"ui.new_game.pick_game", "Choose a game."},
    {"ui.new_game.too_few", "{0} needs at least {1} players."},
    {"ui.new_game.too_many", "{0} takes at most {1} players."},
    {"ui.new_game.players", "Players"},
    {"ui.new_game.name_hint", "New player's name"},
    {"ui.new_game.add", "Add"},
    {"ui.new_game.known", "Known players (tap to seat or unseat):"},
    {"ui.new_game.seating", "Seating order"},
    {"ui.new_game.seating_hint", "Clockwise around the table. The dealer deals first to the next player."},
    {"ui.new_game.need_players", "Add at least one player."},
    {"ui.new_game.dealer", "Dealer"},
    {"ui.new_game.options", "Options"},
    {"ui.new_game.target", "Target score"},
    {"ui.new_game.decks", "Decks"},
    {"ui.new_game.decks_hint", "More than 18 players: shuffle two decks together."},
    {"ui.new_game.solo", "Solo challenge"},
    {"ui.new_game.round_limit", "Rounds allowed"},
    {"ui.new_game.solo_hint", "Reach {0} points within {1} rounds to win."},
    {"ui.new_game.start", "Start the game"},

    // The table.
    {"ui.table.no_game", "No game is open."},
    {"ui.table.to_target", "target {0}"},
    {"ui.table.undo", "Undo"},
    {"ui.table.redo", "Redo"},

    // Player status (always with its symbol).

    // Coach.

    // Banners.

    // Popups.
    {"ui.popup.rejected", "Not possible"},
    {"ui.popup.nothing_changed", "Nothing was entered: the game is as it was."},
    {"ui.popup.error", "Something went wrong"},
    {"ui.popup.warning", "Please note"},
    {"ui.abandon.title", "End the game?"},
    {"ui.abandon.question", "End this game now without a winner? It stays in the history."},
    {"ui.abandon.confirm", "End the game"},
    {"ui.scoresheet.title", "Scoresheet"},
    {"ui.scoresheet.open", "Scores"},
    {"ui.scoresheet.round", "Round"},
    {"ui.scoresheet.round.hand", "Hand"},
    {"ui.scoresheet.total", "Total"},
    {"ui.scoresheet.empty", "No round has finished yet."},
    {"ui.scoresheet.empty.hand", "No hand has finished yet."},
    {"ui.reopen.title", "Reopen the game?"},
    {"ui.reopen.question_winner", "This game is over: {0} won. Undo its last entry and play on from there?"},
    {"ui.reopen.question", "This game is over. Undo its last entry and play on from there?"},
    {"ui.reopen.confirm", "Undo and reopen"},

    // Round summary.
    {"ui.summary.title", "Round {0} is over"},
    {"ui.summary.title.hand", "Hand {0} is over"},
    {"ui.summary.next_dealer", "{0} deals next"},
    {"ui.summary.player", "Player"},
    {"ui.summary.round_points", "Round"},
    {"ui.summary.round_points.hand", "Hand"},
    {"ui.summary.total", "Total"},
    {"ui.summary.next", "Next round"},
    {"ui.summary.next.hand", "Next hand"},
    {"ui.summary.undo", "Undo"},

    // Winner.
    {"ui.winner.title", "{0} wins!"},
    {"ui.winner.detail", "{0} points after {1} rounds"},
    {"ui.winner.detail.hand", "{0} points after {1} hands"},
    {"ui.winner.no_winner", "Game over: no winner"},
    {"ui.winner.not_finished", "Game in progress"},
    {"ui.winner.play_again", "Play again"},
    {"ui.winner.axis_rounds", "rounds"},
    {"ui.winner.axis_rounds.hand", "hands"},

    // History.
    {"ui.history.title", "History"},
    {"ui.history.count", "{0} games"},
    {"ui.history.count_one", "1 game"},
    {"ui.history.empty", "No games yet."},
    {"ui.history.finished", "finished"},
    {"ui.history.abandoned", "abandoned"},
    {"ui.history.in_progress", "in progress"},
    {"ui.history.rounds", "{0} rounds"},
    {"ui.history.rounds.hand", "{0} hands"},

    // Settings.
    {"ui.settings.title", "Settings"},
    {"ui.settings.language", "Language"},
    {"ui.settings.theme", "Theme"},
    {"ui.settings.dark", "Dark"},
    {"ui.settings.light", "Light"},
    {"ui.settings.text_size", "Text size"},
    {"ui.settings.keep_awake", "Keep the screen on during a game"},
    {"ui.settings.coach", "Coach on the table"},
    {"ui.settings.database", "Database"},

    // Keys.
    {"ui.keys.title", "Keyboard"},
    {"ui.keys.undo", "undo the last entry"},
    {"ui.keys.redo", "redo"},
    {"ui.keys.enter", "continue / close a message"},
    {"ui.keys.escape", "back / home"},
    {"ui.keys.help", "this list"},
    {"ui.keys.quit", "quit (everything is already saved)"},
};

constexpr Entry kSpanish[] = {
    {"ui.back", "Volver"},
    {"ui.ok", "Aceptar"},
    {"ui.cancel", "Cancelar"},
    {"ui.on", "S\xC3\xAD"},
    {"ui.off", "No"},

    {"ui.home.title", "Inicio"},
    {"ui.home.subtitle", "Marcador y \xC3\xA1rbitro de juegos de cartas para la mesa"},
    {"ui.home.continue", "Seguir la partida"},
    {"ui.home.continue_detail", "{2} con {0} \xC2\xB7 ronda {1}"},
    {"ui.home.continue_detail.hand", "{2} con {0} \xC2\xB7 mano {1}"},
    {"ui.home.new_game", "Partida nueva"},
    {"ui.home.history", "Historial"},
    {"ui.home.settings", "Ajustes"},
    {"ui.home.keys", "Teclas"},
    {"ui.home.quit", "Salir"},
    {"ui.home.abandon", "Terminar esta partida sin ganador\xE2\x80\xA6"},
    {"ui.home.database", "Las partidas se guardan en {0}"},
    {"ui.home.memory", "solo en memoria (no se guarda)"},
    {"ui.home.read_only", "solo lectura"},

    {"ui.db.title", "No se puede usar la base de datos de partidas"},
    {"ui.db.cannot_open", "No se pudo abrir la base de datos de partidas."},
    {"ui.db.cannot_open_game", "No se pudo abrir esta partida."},
    {"ui.db.cannot_create_game", "No se pudo guardar la partida nueva."},
    {"ui.db.read_only", "La base de datos es de solo lectura: se pueden ver las partidas, pero no jugar."},
    {"ui.db.memory_only", "Jugando sin guardar: las partidas de esta sesi\xC3\xB3n se pierden al cerrar FlipSide."},
    {"ui.db.use_fresh", "Empezar una base de datos nueva"},
    {"ui.db.without_saving", "Jugar sin guardar"},
    {"ui.error.game_not_supported", "La aplicaci\xC3\xB3n a\xC3\xBAn no puede mostrar partidas de {0}."},

    {"ui.new_game.title", "Partida nueva"},
    {"ui.new_game.game", "Juego"},
    {"ui.new_game.pick_game", "Elige un juego."},
    {"ui.new_game.too_few", "{0} necesita al menos {1} jugadores."},
    {"ui.new_game.too_many", "{0} admite como m\xC3\xA1ximo {1} jugadores."},
    {"ui.new_game.players", "Jugadores"},
    {"ui.new_game.name_hint", "Nombre del jugador nuevo"},
    {"ui.new_game.add", "A\xC3\xB1" "adir"},
    {"ui.new_game.known", "Jugadores conocidos (toca para sentarlos o quitarlos):"},
    {"ui.new_game.seating", "Orden en la mesa"},
    {"ui.new_game.seating_hint", "En el sentido de las agujas del reloj. Quien reparte empieza por el siguiente."},
    {"ui.new_game.need_players", "A\xC3\xB1" "ade al menos un jugador."},
    {"ui.new_game.dealer", "Reparte"},
    {"ui.new_game.options", "Opciones"},
    {"ui.new_game.target", "Puntos para ganar"},
    {"ui.new_game.decks", "Mazos"},
    {"ui.new_game.decks_hint", "M\xC3\xA1s de 18 jugadores: mezclad dos mazos."},
    {"ui.new_game.solo", "Desaf\xC3\xAD" "o en solitario"},
    {"ui.new_game.round_limit", "Rondas permitidas"},
    {"ui.new_game.solo_hint", "Llega a {0} puntos en {1} rondas como m\xC3\xA1ximo para ganar."},
    {"ui.new_game.start", "Empezar la partida"},

    {"ui.table.no_game", "No hay ninguna partida abierta."},
    {"ui.table.to_target", "meta {0}"},
    {"ui.table.undo", "Deshacer"},
    {"ui.table.redo", "Rehacer"},




    {"ui.popup.rejected", "No es posible"},
    {"ui.popup.nothing_changed", "No se ha anotado nada: la partida sigue como estaba."},
    {"ui.popup.error", "Algo ha fallado"},
    {"ui.popup.warning", "Aviso"},
    {"ui.abandon.title", "\xC2\xBFTerminar la partida?"},
    {"ui.abandon.question", "\xC2\xBFTerminar ahora esta partida sin ganador? Seguir\xC3\xA1 en el historial."},
    {"ui.abandon.confirm", "Terminar la partida"},
    {"ui.scoresheet.title", "Hoja de puntos"},
    {"ui.scoresheet.open", "Puntos"},
    {"ui.scoresheet.round", "Ronda"},
    {"ui.scoresheet.round.hand", "Mano"},
    {"ui.scoresheet.total", "Total"},
    {"ui.scoresheet.empty", "A\xC3\xBAn no ha terminado ninguna ronda."},
    {"ui.scoresheet.empty.hand", "A\xC3\xBAn no ha terminado ninguna mano."},
    {"ui.reopen.title", "\xC2\xBFReabrir la partida?"},
    {"ui.reopen.question_winner", "Esta partida termin\xC3\xB3: gan\xC3\xB3 {0}. \xC2\xBF" "Deshacer su \xC3\xBAltima entrada y seguir desde ah\xC3\xAD?"},
    {"ui.reopen.question", "Esta partida termin\xC3\xB3. \xC2\xBF" "Deshacer su \xC3\xBAltima entrada y seguir desde ah\xC3\xAD?"},
    {"ui.reopen.confirm", "Deshacer y reabrir"},

    {"ui.summary.title", "Fin de la ronda {0}"},
    {"ui.summary.title.hand", "Fin de la mano {0}"},
    {"ui.summary.next_dealer", "Ahora reparte {0}"},
    {"ui.summary.player", "Jugador"},
    {"ui.summary.round_points", "Ronda"},
    {"ui.summary.round_points.hand", "Mano"},
    {"ui.summary.total", "Total"},
    {"ui.summary.next", "Siguiente ronda"},
    {"ui.summary.next.hand", "Siguiente mano"},
    {"ui.summary.undo", "Deshacer"},

    {"ui.winner.title", "\xC2\xA1Gana {0}!"},
    {"ui.winner.detail", "{0} puntos en {1} rondas"},
    {"ui.winner.detail.hand", "{0} puntos en {1} manos"},
    {"ui.winner.no_winner", "Fin de la partida: sin ganador"},
    {"ui.winner.not_finished", "Partida en curso"},
    {"ui.winner.play_again", "Otra partida"},
    {"ui.winner.axis_rounds", "rondas"},
    {"ui.winner.axis_rounds.hand", "manos"},

    {"ui.history.title", "Historial"},
    {"ui.history.count", "{0} partidas"},
    {"ui.history.count_one", "1 partida"},
    {"ui.history.empty", "A\xC3\xBAn no hay partidas."},
    {"ui.history.finished", "terminada"},
    {"ui.history.abandoned", "abandonada"},
    {"ui.history.in_progress", "en curso"},
    {"ui.history.rounds", "{0} rondas"},
    {"ui.history.rounds.hand", "{0} manos"},

    {"ui.settings.title", "Ajustes"},
    {"ui.settings.language", "Idioma"},
    {"ui.settings.theme", "Tema"},
    {"ui.settings.dark", "Oscuro"},
    {"ui.settings.light", "Claro"},
    {"ui.settings.text_size", "Tama\xC3\xB1o del texto"},
    {"ui.settings.keep_awake", "Pantalla encendida durante la partida"},
    {"ui.settings.coach", "Consejos en la mesa"},
    {"ui.settings.database", "Base de datos"},

    {"ui.keys.title", "Teclado"},
    {"ui.keys.undo", "deshace la \xC3\xBAltima anotaci\xC3\xB3n"},
    {"ui.keys.redo", "rehace"},
    {"ui.keys.enter", "seguir / cerrar un mensaje"},
    {"ui.keys.escape", "volver / inicio"},
    {"ui.keys.help", "esta lista"},
    {"ui.keys.quit", "salir (todo est\xC3\xA1 ya guardado)"},
};

}  // namespace

std::span<const Entry> english_ui_table() { return kEnglish; }
std::span<const Entry> spanish_ui_table() { return kSpanish; }

}  // namespace flipside::i18n
