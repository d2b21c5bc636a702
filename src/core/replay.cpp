#include "core/replay.hpp"

#include "core/script_reader.hpp"

namespace flipside {

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
    auto line = reader.parse(&error);
    if (!line) return fail(ReplayResult::Status::kRejected, error);
    Verdict verdict = result.game->apply(*line);
    if (!verdict.accepted) return fail(ReplayResult::Status::kRejected, std::move(verdict.rejection));
    ++result.events;
    if (on_accepted) on_accepted(*line);
  }
}

}  // namespace flipside
