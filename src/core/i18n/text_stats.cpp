// The Statistics screens' words added with issue 21 item 3 (leaderboard,
// records, plays per month and time played, the monthly win rate, head to
// head per game), English and Spanish. Kept apart from text_ui.cpp so the
// statistics grow without touching every screen's table; render.cpp merges
// it in like the others, and tests/ui/i18n_test.cpp checks both languages.
#include "core/i18n/text_table.hpp"

namespace flipside::i18n {
namespace {

constexpr Entry kEnglish[] = {
    // The three views of Statistics.
    {"ui.stats.tab.leaderboard", "Leaderboard"},
    {"ui.stats.tab.records", "Records"},
    {"ui.stats.tab.activity", "Plays & time"},
    {"ui.stats.none_match", "No finished game of this game in these dates."},

    // The leaderboard: its headings (a tap sorts), the minimum of games.
    {"ui.stats.col.rank", "#"},
    {"ui.stats.col.player", "Player"},
    {"ui.stats.col.games", "Games"},
    {"ui.stats.col.wins", "Wins"},
    {"ui.stats.col.rate", "Win %"},
    {"ui.stats.col.average", "Avg."},
    {"ui.stats.col.best", "Best"},
    {"ui.stats.min_games", "Ranked from"},
    {"ui.stats.min_games_value", "{0|# game|# games}"},
    {"ui.stats.unranked", "\xE2\x80\x93 = fewer than {0|# game|# games}: not ranked. Tap a heading to sort."},

    // Records: what each is, its value, the way to its game.
    {"ui.stats.record.best_high", "Highest score"},
    {"ui.stats.record.best_low", "Lowest winning score"},
    {"ui.stats.record.streak", "Longest winning streak"},
    {"ui.stats.record.comeback", "Biggest comeback"},
    {"ui.stats.record.most", "Most {0} in one game"},
    {"ui.stats.record.fastest", "Fastest win"},
    {"ui.stats.record.in_a_row", "{0|# win|# wins} in a row"},
    {"ui.stats.record.behind", "won from {0|# point|# points} behind"},
    {"ui.stats.record.none", "No records yet: they come with finished games."},
    {"ui.stats.record.hint", "Tap a record to open the game it came from."},

    // Plays per month and time played.
    {"ui.stats.activity.summary", "{0|# game|# games} \xC2\xB7 {1} played"},
    {"ui.stats.activity.timed", "Time counts the {0} of {1|# game|# games} with a kept end (an imported game has none)."},
    {"ui.stats.activity.chart", "Games per month"},
    {"ui.stats.activity.chart_tap", "Tap a month's bar to see that month alone."},
    {"ui.stats.activity.month_games", "{0|# game|# games}"},
    {"ui.stats.axis.games", "games"},
    {"ui.stats.axis.month", "month"},
    {"ui.stats.axis.months", "month, {0} \xE2\x80\x93 {1}"},
    {"ui.stats.axis.rate", "win rate"},

    // A player's page: the monthly win rate, head to head per game.
    {"ui.stats.trend_monthly", "Win rate, month by month"},
    {"ui.stats.trend_note", "Each point: that month's wins / games (the number under it)."},
    {"ui.stats.versus_game", "{0}: ahead {1} \xC2\xB7 behind {2} of {3}"},
};

constexpr Entry kSpanish[] = {
    {"ui.stats.tab.leaderboard", "Clasificaci\xC3\xB3n"},
    {"ui.stats.tab.records", "R\xC3\xA9" "cords"},
    {"ui.stats.tab.activity", "Partidas y tiempo"},
    {"ui.stats.none_match", "No hay partidas terminadas de este juego en estas fechas."},

    {"ui.stats.col.rank", "#"},
    {"ui.stats.col.player", "Jugador"},
    {"ui.stats.col.games", "Jugadas"},
    {"ui.stats.col.wins", "Ganadas"},
    {"ui.stats.col.rate", "% gan."},
    {"ui.stats.col.average", "Media"},
    {"ui.stats.col.best", "Mejor"},
    {"ui.stats.min_games", "Clasifica desde"},
    {"ui.stats.min_games_value", "{0|# partida|# partidas}"},
    {"ui.stats.unranked", "\xE2\x80\x93 = menos de {0|# partida|# partidas}: sin puesto. Toca un encabezado para ordenar."},

    {"ui.stats.record.best_high", "Puntuaci\xC3\xB3n m\xC3\xA1s alta"},
    {"ui.stats.record.best_low", "Puntuaci\xC3\xB3n ganadora m\xC3\xA1s baja"},
    {"ui.stats.record.streak", "Racha de victorias m\xC3\xA1s larga"},
    {"ui.stats.record.comeback", "Mayor remontada"},
    {"ui.stats.record.most", "M\xC3\xA1s {0} en una partida"},
    {"ui.stats.record.fastest", "Victoria m\xC3\xA1s r\xC3\xA1pida"},
    {"ui.stats.record.in_a_row", "{0|# victoria seguida|# victorias seguidas}"},
    {"ui.stats.record.behind", "gan\xC3\xB3 yendo {0|# punto|# puntos} por detr\xC3\xA1s"},
    {"ui.stats.record.none", "A\xC3\xBAn no hay r\xC3\xA9" "cords: llegan con las partidas terminadas."},
    {"ui.stats.record.hint", "Toca un r\xC3\xA9" "cord para abrir la partida de la que sale."},

    {"ui.stats.activity.summary", "{0|# partida|# partidas} \xC2\xB7 {1} jugando"},
    {"ui.stats.activity.timed", "El tiempo cuenta las {0} de {1|# partida|# partidas} con final guardado (una partida importada no lo tiene)."},
    {"ui.stats.activity.chart", "Partidas por mes"},
    {"ui.stats.activity.chart_tap", "Toca la barra de un mes para ver solo ese mes."},
    {"ui.stats.activity.month_games", "{0|# partida|# partidas}"},
    {"ui.stats.axis.games", "partidas"},
    {"ui.stats.axis.month", "mes"},
    {"ui.stats.axis.months", "mes, {0} \xE2\x80\x93 {1}"},
    {"ui.stats.axis.rate", "victorias"},

    {"ui.stats.trend_monthly", "Porcentaje de victorias, mes a mes"},
    {"ui.stats.trend_note", "Cada punto: victorias / partidas de ese mes (el n\xC3\xBAmero de debajo)."},
    {"ui.stats.versus_game", "{0}: delante {1} \xC2\xB7 detr\xC3\xA1s {2} de {3}"},
};

}  // namespace

std::span<const Entry> english_stats_table() { return kEnglish; }
std::span<const Entry> spanish_stats_table() { return kSpanish; }

}  // namespace flipside::i18n
