// What every screen needs to draw one frame: the language, the colours, the
// fonts and the metrics, plus the checks the headless tests read.
#pragma once

#include <any>
#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "core/i18n/lang.hpp"
#include "core/message.hpp"
#include "imgui.h"
#include "ui/widgets/fonts.hpp"
#include "ui/shell/intents.hpp"
#include "ui/widgets/layout.hpp"
#include "ui/widgets/theme.hpp"

namespace flipside::ui {

// A game's players as its script spells them, to each one's spelling on
// this device (store::OpenGame::shown_names).
using ShownNames = std::map<std::string, std::string, std::less<>>;

// Text in the chosen language: "ui.*" labels and engine messages. With the
// open game's names, a player named in a message (a text argument: names
// are the only ones) or through name() has this device's one spelling
// (issue 32 item 14), whatever the game's script wrote.
class Tr {
 public:
  explicit Tr(Lang lang, const ShownNames* names = nullptr) : lang_(lang), names_(names) {}
  Lang lang() const { return lang_; }
  std::string operator()(std::string_view key) const { return std::string(text(key, lang_)); }
  std::string operator()(const Message& m) const { return render(names_ ? respelled(m) : m, lang_); }
  // A label of forms ("game|games") in the form a count takes (plural()).
  std::string count(std::string_view key, long long n) const { return plural(n, text(key, lang_), lang_); }
  template <typename... A>
  std::string f(std::string key, A&&... args) const {
    return (*this)(msg(std::move(key), std::forward<A>(args)...));
  }
  // A player of the open game as this device spells them.
  std::string name(const std::string& scripted) const;
  const ShownNames* names() const { return names_; }

 private:
  Message respelled(Message m) const;
  Lang lang_;
  const ShownNames* names_;
};

// Per-frame checks for the tests: widget IDs seen twice, text wider than
// the widget that holds it.
struct Diagnostics {
  std::unordered_map<ImGuiID, std::string> ids;
  std::vector<std::string> id_collisions;
  std::vector<std::string> overflows;
  // Where each named widget was drawn this frame, so tests can tap it.
  std::unordered_map<std::string, std::pair<ImVec2, ImVec2>> rects;
  // Named regions that take no tap (a banner, a column), for layout tests.
  std::unordered_map<std::string, std::pair<ImVec2, ImVec2>> areas;

  // Text drawn straight onto a draw list (rows, chips, keys), where no
  // widget measures it: tests check that no two overlap.
  struct DrawnText {
    std::string what;
    ImVec2 min, max;
  };
  std::vector<DrawnText> texts;
  // Where text can be typed this frame (a name, a search): the browser
  // brings its keyboard up in the very touch that lands on one (iOS opens
  // it only then; ui/platform/web/app.cpp, keyboard.js).
  std::vector<std::pair<ImVec2, ImVec2>> text_fields;
  void note_text_field(const std::string& what) {
    note_rect(what);
    text_fields.emplace_back(ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  }

  void begin_frame() {
    ids.clear();
    rects.clear();
    areas.clear();
    texts.clear();
    text_fields.clear();
  }
  void note_rect(const std::string& what) { rects[what] = {ImGui::GetItemRectMin(), ImGui::GetItemRectMax()}; }
  void note_id(ImGuiID id, std::string_view what) {
    auto [it, fresh] = ids.emplace(id, std::string(what));
    if (!fresh) id_collisions.push_back(std::string(what) + " vs " + it->second);
  }
};

// The view's own transient state (text being typed), not the app's.
struct ViewState {
  std::string new_player;
  int scrolled_to = -1;  // the table row last scrolled into view
  // The screen drawn last frame, and whether this frame is the first of the
  // current one (draw_frame sets both): a screen that opens puts the
  // keyboard where typing starts.
  int last_screen = -1;
  bool screen_opened = false;
  bool refocus_name = false;  // new game: the name field takes the keyboard again
  // The table the last frame drew: "<game id>:<lines>" (draw_frame), empty
  // on any other screen. The choices above are for that moment only: what
  // phones are offered from them waits for a frame drawn after a change.
  std::string drawn_table;
  std::string rename_to;      // a player's page: the new name being typed (prefilled)

  // A game table's choices before they become a line, kept between frames
  // (the shell never reads them). A tray of picked cards, who plays them, an
  // end-of-hand form: `stamp` is the game and the number of lines they were
  // made for, and a table clears them when it changes (an entry accepted, an
  // undo, another game).
  std::string stamp;
  int chosen = -1;                 // the player the entries are for
  int pad_group = 0;               // the pad's current colour
  std::vector<std::string> picked; // card keys in the tray
  bool form_open = false;          // the hand-end form
  int form_choice = -1;            // who went out
  std::vector<int> form_numbers;   // points per seat
  std::vector<bool> form_flags;    // completed per seat

  // A source picked before its destination (the game's own text).
  std::string table_pick;

  // Where this frame's table lets its banners show, in screen pixels: a
  // place with nothing to tap (issue 20 item 2: a banner never hides a
  // control someone must tap). Cleared before each frame; unset, banners
  // float in their usual place over the table.
  std::optional<std::pair<ImVec2, ImVec2>> banner_place;

  // A question the table waits on, in words (issue 32 item 2: "while a
  // prompt waits for an answer, only its answers, Undo and Cancel are
  // live"): a wild's colour, a count, who caught whom. Cleared before each
  // frame and set again by the table while it asks; until the next frame it
  // is what the game's keys and Redo say instead of acting (keymap.cpp), and
  // the table bar's Redo is greyed. (Phones send only cards left, at a
  // hand's end, where no such question is open.)
  std::optional<Message> prompt;

  // Answers in progress (a colour a wild waits for, a duel's choices, cards
  // listed at a hand's end, a round's points): small named picks and lists,
  // named by the game, valid while the game holds `picks_at` lines.
  std::size_t picks_at = 0;
  std::map<std::string, int> picks;
  std::map<std::string, std::vector<int>> lists;
  // What a game's table worked out and keeps between frames so as not to
  // work it out again each frame (a costly search over the tray, say), of
  // the game's own type. Only that game reads it.
  std::any table_memo;

  // The table's work in progress as the store keeps it (ui/shell/draft.hpp): the
  // game and moment it was read or written for, and its text, so it goes
  // back into the view once and is written only when it changes.
  std::string draft_moment;
  std::string draft_text;
};

// What a tap, key or phone that is not an answer is told while the table
// asks `prompt` (ViewState::prompt).
inline Message answer_first(const Message& prompt) { return msg("ui.prompt.answer_first", Arg::list_arg({prompt})); }

struct Ui {
  Tr tr;
  const Palette& pal;
  const Fonts& fonts;
  const Icons& icons;
  Metrics m;
  double now = 0.0;
  Diagnostics* diag = nullptr;
  std::vector<Intent>* out = nullptr;

  void emit(Intent intent) const { out->push_back(std::move(intent)); }
};

}  // namespace flipside::ui
