// How player names compare, everywhere a typed or scripted name meets a
// stored one (issue 21 item 8): the store seating a new game's or an
// imported script's players, a script's duplicate names, `flipside stats
// --player`, History's search, the new-game form. One rule, as a Spanish
// table reads names: case does not matter and neither do accents
// ("ANA BELÉN", "ana belen" and "Ana Belén" are one name; "maria" is
// "María"; ü is u, ç is c), but ñ is its own letter ("Ñoño" and "Nono" are
// two names, as the Spanish alphabet has them). Folded: ASCII, Latin-1 and
// Latin Extended-A (U+00C0–U+017F) letters with a mark lose it and become
// small; letters that are not a letter plus a mark (ß, æ, ø, ð, þ, ŋ)
// only become small (Æ → æ); any other character compares as it is.
#pragma once

#include <string>
#include <string_view>

namespace flipside {

// `name` folded: equal folds are one name; a search finds a fold inside a fold.
std::string fold_name(std::string_view name);
bool same_name(std::string_view a, std::string_view b);

}  // namespace flipside
