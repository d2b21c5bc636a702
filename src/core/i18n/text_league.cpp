// The league folder in the app (issue 24): Settings' folder picker and
// what it says of the passes, History's and Statistics' devices.
#include "core/i18n/text_table.hpp"

namespace flipside::i18n {
namespace {

constexpr Entry kEnglish[] = {
    {"ui.league.title", "League folder"},
    {"ui.league.none", "None: this device's games only"},
    {"ui.league.choose", "Choose a folder\xE2\x80\xA6"},
    {"ui.league.change", "Change\xE2\x80\xA6"},
    {"ui.league.stop", "Stop"},
    {"ui.league.device", "This device in the league: {0}"},
    {"ui.league.rename", "Rename this device\xE2\x80\xA6"},
    {"ui.league.rename_title", "This device's name in the league"},
    {"ui.league.rename_hint", "The name the other devices show beside the games played here (\"from Club tablet\")."},
    {"ui.league.looking", "Looking at the folder\xE2\x80\xA6"},
    {"ui.league.status", "Looked at {0} \xC2\xB7 games taken in: {1}, written: {2}"},
    {"ui.league.skipped", "Files left alone: {0}. {1}"},
    {"ui.league.picker_title", "Choose the league folder"},
    {"ui.league.picker_hint", "The folder your sync program (Syncthing, Nextcloud, Dropbox) keeps the same on every device. Tap a folder to open it."},
    {"ui.league.up", "Up"},
    {"ui.league.home", "Home"},
    {"ui.league.new_folder", "New league folder here"},
    {"ui.league.use", "Use this folder"},
    {"ui.league.no_folders", "No folders in here."},
    {"ui.league.cannot_read", "The folder {0} cannot be read: {1}"},
    {"ui.league.cannot_make", "The folder {0} cannot be made: {1}"},
    {"ui.history.all_devices", "All devices"},
    {"ui.history.this_device", "This device"},
    {"ui.history.from_device", "from {0}"},
    {"ui.history.from_other", "from another device"},
    {"ui.winner.from_device", "A game {0}: read-only here, it is changed or deleted only there."},
    {"ui.log.read_only_hint", "This game cannot be changed here: its entries are here to read, and Replay shows them one by one."},
};

constexpr Entry kSpanish[] = {
    {"ui.league.title", "Carpeta de la liga"},
    {"ui.league.none", "Ninguna: solo las partidas de este dispositivo"},
    {"ui.league.choose", "Elegir una carpeta\xE2\x80\xA6"},
    {"ui.league.change", "Cambiar\xE2\x80\xA6"},
    {"ui.league.stop", "Dejar"},
    {"ui.league.device", "Este dispositivo en la liga: {0}"},
    {"ui.league.rename", "Renombrar este dispositivo\xE2\x80\xA6"},
    {"ui.league.rename_title", "El nombre de este dispositivo en la liga"},
    {"ui.league.rename_hint", "El nombre que los dem\xC3\xA1s dispositivos muestran junto a las partidas jugadas aqu\xC3\xAD (\"de Tableta del club\")."},
    {"ui.league.looking", "Mirando la carpeta\xE2\x80\xA6"},
    {"ui.league.status", "Mirada a las {0} \xC2\xB7 partidas recibidas: {1}, escritas: {2}"},
    {"ui.league.skipped", "Archivos sin tocar: {0}. {1}"},
    {"ui.league.picker_title", "Elige la carpeta de la liga"},
    {"ui.league.picker_hint", "La carpeta que tu programa de sincronizaci\xC3\xB3n (Syncthing, Nextcloud, Dropbox) mantiene igual en todos los dispositivos. Toca una carpeta para abrirla."},
    {"ui.league.up", "Subir"},
    {"ui.league.home", "Inicio"},
    {"ui.league.new_folder", "Nueva carpeta de liga aqu\xC3\xAD"},
    {"ui.league.use", "Usar esta carpeta"},
    {"ui.league.no_folders", "No hay carpetas aqu\xC3\xAD."},
    {"ui.league.cannot_read", "No se puede leer la carpeta {0}: {1}"},
    {"ui.league.cannot_make", "No se puede crear la carpeta {0}: {1}"},
    {"ui.history.all_devices", "Todos los dispositivos"},
    {"ui.history.this_device", "Este dispositivo"},
    {"ui.history.from_device", "de {0}"},
    {"ui.history.from_other", "de otro dispositivo"},
    {"ui.winner.from_device", "Una partida {0}: aqu\xC3\xAD solo se consulta; se cambia o se borra solo all\xC3\xAD."},
    {"ui.log.read_only_hint", "Esta partida no se puede cambiar aqu\xC3\xAD: sus entradas est\xC3\xA1n para leerlas, y Repetir las muestra una a una."},
};

}  // namespace

std::span<const Entry> english_league_table() { return kEnglish; }
std::span<const Entry> spanish_league_table() { return kSpanish; }

}  // namespace flipside::i18n
