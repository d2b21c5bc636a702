#include "core/replay.hpp"

#include <cerrno>
#include <cstring>
#include <filesystem>

#include "core/script_reader.hpp"

namespace flipside {

std::optional<Message> open_script_file(const std::string& path, std::ifstream& file) {
  auto refuse = [&](Arg reason) {
    Message m = msg("script.cannot_read", path);
    m.args.push_back(std::move(reason));
    return m;
  };
  std::error_code ec;
  const auto status = std::filesystem::status(path, ec);
  if (std::filesystem::is_directory(status)) return refuse(Arg::list_arg({msg("script.is_folder")}));
  errno = 0;
  file.open(path, std::ios::binary);
  if (file) return std::nullopt;
  const int why = errno;
  if (why == ENOENT || status.type() == std::filesystem::file_type::not_found)
    return refuse(Arg::list_arg({msg("script.no_such_file")}));
  if (why == EACCES || why == EPERM) return refuse(Arg::list_arg({msg("script.not_allowed")}));
  if (why == 0) return msg("script.cannot_open", path);
  return refuse(Arg::text_arg(std::strerror(why)));  // rare (ELOOP, EMFILE...): the system's own words
}

ReplayResult replay_script(std::istream& in, const AcceptedLine& on_accepted) {
  ReplayResult result;
  ScriptReader reader(in);

  auto fail = [&](ReplayResult::Status status, Message why) {
    result.status = status;
    result.line = reader.line_number();
    result.error = std::move(why);
    return std::move(result);
  };

  // Header: anything wrong here is exit 2.
  switch (reader.next()) {
    case ScriptReader::Status::kEnd: return fail(ReplayResult::Status::kUnreadable, msg("script.empty"));
    case ScriptReader::Status::kReadError: return fail(ReplayResult::Status::kUnreadable, msg("script.read_error"));
    case ScriptReader::Status::kTooLong:
      return fail(ReplayResult::Status::kUnreadable, msg("script.line_too_long", kMaxScriptLineBytes));
    case ScriptReader::Status::kLine: break;
  }
  Message error;
  auto header_json = reader.parse(&error);
  if (!header_json) return fail(ReplayResult::Status::kUnreadable, error);
  auto header = parse_header(*header_json, &error);
  if (!header) return fail(ReplayResult::Status::kUnreadable, error);
  result.game = make_game(*header, &error);
  if (!result.game) return fail(ReplayResult::Status::kUnreadable, error);

  // Nobody reads a replayed line's notices: they are not put into words
  // (the game given back puts them into words again).
  result.game->set_notices_wanted(false);
  struct NoticesBack {
    Game& game;
    ~NoticesBack() { game.set_notices_wanted(true); }
  } notices_back{*result.game};
  LineDoc doc;  // each line read in place, in one list of nodes for the whole script
  for (;;) {
    switch (reader.next()) {
      case ScriptReader::Status::kEnd:
        result.status = ReplayResult::Status::kAccepted;
        return result;
      case ScriptReader::Status::kReadError: return fail(ReplayResult::Status::kUnreadable, msg("script.read_error"));
      case ScriptReader::Status::kTooLong:
        return fail(ReplayResult::Status::kRejected, msg("script.line_too_long", kMaxScriptLineBytes));
      case ScriptReader::Status::kLine: break;
    }
    // A line in the common form is read in place; unless someone wants each
    // line's JSON, a game that can takes it as it is.
    std::optional<nlohmann::json> line;
    if (reader.read_in_place(doc)) {
      if (!on_accepted && result.game->apply_in_place(doc.root())) {
        ++result.events;
        continue;
      }
      line = to_json(doc.root());
    } else {
      line = reader.parse(&error);
      if (!line) return fail(ReplayResult::Status::kRejected, error);
    }
    Verdict verdict = result.game->apply(*line);
    if (!verdict.accepted) return fail(ReplayResult::Status::kRejected, std::move(verdict.rejection));
    ++result.events;
    if (on_accepted) on_accepted(*line);
  }
}

}  // namespace flipside
