#include "core/script_reader.hpp"

#include <algorithm>
#include <exception>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace flipside {
namespace {

using Json = nlohmann::json;

bool is_blank_or_comment(const std::string& s) {
  for (char c : s) {
    if (c == ' ' || c == '\t') continue;
    return c == '#';
  }
  return true;
}

// Builds the JSON value from the parser's SAX events (nlohmann's public
// sax_parse interface, the way json::parse builds it) and refuses, as soon
// as they are seen, what json::parse would accept or turn into a crash: a
// container deeper than kMaxScriptDepth (nothing deeper is ever built) and a
// key already in its object (the object being built holds exactly the keys
// seen so far). A number that overflows a double comes as a parse error.
class CheckedBuilder {
 public:
  explicit CheckedBuilder(Json& root) : root_(root) {}

  bool null() { return add(nullptr); }
  bool boolean(bool value) { return add(value); }
  bool number_integer(Json::number_integer_t value) { return add(value); }
  bool number_unsigned(Json::number_unsigned_t value) { return add(value); }
  bool number_float(Json::number_float_t value, const Json::string_t&) { return add(value); }
  bool string(Json::string_t& value) { return add(std::move(value)); }
  bool binary(Json::binary_t& value) { return add(std::move(value)); }

  bool start_object(std::size_t) { return open(Json::value_t::object); }
  bool start_array(std::size_t) { return open(Json::value_t::array); }
  bool end_object() { return close(); }
  bool end_array() { return close(); }

  bool key(Json::string_t& key) {
    auto& object = open_.back()->get_ref<Json::object_t&>();
    auto [slot, inserted] = object.emplace(key, nullptr);
    if (!inserted) return refuse(msg("script.duplicate_key", key));
    member_ = &slot->second;
    return true;
  }

  bool parse_error(std::size_t position, const std::string& token, const Json::exception& e) {
    // A number too large for a double: out_of_range 406, at the end of it.
    if (e.id == 406) return refuse(number_too_large(position, token));
    // "[json.exception.parse_error.101] parse error at line 1, column 14: ..."
    // keeps the reason; the line is always 1 here (one script line is parsed
    // at a time), so only the column is kept.
    std::string what = e.what();
    if (auto pos = what.find("] "); pos != std::string::npos) what.erase(0, pos + 2);
    if (what.rfind("parse error at line ", 0) == 0) {
      if (auto comma = what.find(", "); comma != std::string::npos) what.erase(0, comma + 2);
    }
    return refuse(msg("script.bad_json", what));
  }

  const std::optional<Message>& refusal() const { return refusal_; }

 private:
  static Message number_too_large(std::size_t end, std::string number) {
    const std::size_t column = end >= number.size() ? end - number.size() + 1 : 1;
    constexpr std::size_t kShown = 12;  // a 400-digit number is named by its start
    if (number.size() > kShown) number = number.substr(0, kShown) + "…";
    return msg("script.number_too_large", column, number);
  }

  bool refuse(Message why) {
    if (!refusal_) refusal_ = std::move(why);
    return false;  // stops the parse
  }

  // Puts a value where the parser is: the root, the next array element, or
  // the member whose key came last.
  template <typename Value>
  Json* place(Value&& value) {
    if (open_.empty()) {
      root_ = Json(std::forward<Value>(value));
      return &root_;
    }
    Json& parent = *open_.back();
    if (parent.is_array()) {
      parent.get_ref<Json::array_t&>().emplace_back(std::forward<Value>(value));
      return &parent.get_ref<Json::array_t&>().back();
    }
    *member_ = Json(std::forward<Value>(value));
    return member_;
  }

  template <typename Value>
  bool add(Value&& value) {
    place(std::forward<Value>(value));
    return true;
  }

  bool open(Json::value_t type) {
    if (open_.size() >= static_cast<std::size_t>(kMaxScriptDepth)) return refuse(msg("script.too_deep", kMaxScriptDepth));
    open_.push_back(place(type));
    return true;
  }

  bool close() {
    open_.pop_back();
    return true;
  }

  Json& root_;
  std::vector<Json*> open_;  // the containers being read, outermost first
  Json* member_ = nullptr;   // the object member whose value comes next
  std::optional<Message> refusal_;
};

}  // namespace

bool ScriptReader::fill() {
  ahead_.clear();
  ahead_pos_ = 0;
  if (!in_.good()) return false;
  std::streambuf* buf = in_.rdbuf();
  try {  // libstdc++'s filebuf throws on a read error (EIO, EISDIR)
    std::streamsize held = buf->in_avail();
    if (held <= 0) {
      const int c = buf->sbumpc();
      if (c == std::char_traits<char>::eof()) {
        in_.setstate(std::ios::eofbit);
        return false;
      }
      ahead_.push_back(static_cast<char>(c));
      held = buf->in_avail();  // what that read brought in with it
    }
    if (held > 0) {
      const std::size_t want = std::min(static_cast<std::size_t>(held), kReadAhead - ahead_.size());
      const std::size_t had = ahead_.size();
      ahead_.resize(had + want);
      const std::streamsize got = buf->sgetn(ahead_.data() + had, static_cast<std::streamsize>(want));
      ahead_.resize(had + static_cast<std::size_t>(std::max<std::streamsize>(got, 0)));
    }
  } catch (const std::exception&) {
    in_.setstate(std::ios::badbit);
    ahead_.clear();
    return false;
  }
  return !ahead_.empty();
}

ScriptReader::Status ScriptReader::next() {
  if (too_long_) return Status::kTooLong;
  for (;;) {
    if (ahead_pos_ == ahead_.size() && !in_.good()) return in_.bad() ? Status::kReadError : Status::kEnd;
    text_.clear();
    ++line_number_;
    bool any = false;
    for (;;) {
      if (ahead_pos_ == ahead_.size() && !fill()) {
        if (in_.bad()) return Status::kReadError;
        break;  // the end of the input ends the line
      }
      if (after_cr_) {  // the LF of a CRLF: the end of the line before
        after_cr_ = false;
        if (ahead_[ahead_pos_] == '\n') {
          ++ahead_pos_;
          continue;
        }
      }
      any = true;
      // The line's bytes up to its end (LF or CR) or the end of the read-ahead.
      const char* from = ahead_.data() + ahead_pos_;
      const char* to = ahead_.data() + ahead_.size();
      const char* stop = std::find_if(from, to, [](char c) { return c == '\n' || c == '\r'; });
      const std::size_t length = static_cast<std::size_t>(stop - from);
      if (length > max_line_bytes_ - text_.size()) {  // stop here: the rest may never end
        too_long_ = true;
        text_.clear();
        ahead_.clear();
        ahead_pos_ = 0;
        return Status::kTooLong;
      }
      text_.append(from, length);
      ahead_pos_ += length;
      if (stop == to) continue;  // the line goes on in the next read-ahead
      ++ahead_pos_;
      if (*stop == '\r') after_cr_ = true;
      break;
    }
    if (!any) return Status::kEnd;
    if (line_number_ == 1 && text_.size() >= 3 && text_.compare(0, 3, "\xEF\xBB\xBF") == 0) text_.erase(0, 3);
    if (!is_blank_or_comment(text_)) return Status::kLine;
  }
}

std::optional<nlohmann::json> ScriptReader::parse(Message* error) const {
  auto fail = [&](Message why) -> std::optional<nlohmann::json> {
    if (error) *error = std::move(why);
    return std::nullopt;
  };
  // The JSON parser takes a NUL for the end of the text and would drop the
  // rest of the line without a word.
  if (auto nul = text_.find('\0'); nul != std::string::npos) return fail(msg("script.nul_byte", nul + 1));
  // The common form, read without the general parser (line_view.hpp): the
  // same value, sooner; anything else gets the checked parse's verdict.
  if (LineDoc quick; quick.read(text_)) return to_json(quick.root());
  Json value;
  CheckedBuilder builder(value);
  const bool parsed = Json::sax_parse(text_, &builder);
  if (parsed && !builder.refusal()) return value;
  return fail(builder.refusal() ? *builder.refusal() : msg("script.bad_json", "?"));
}

bool ScriptReader::read_in_place(LineDoc& doc) const { return doc.read(text_); }

}  // namespace flipside
