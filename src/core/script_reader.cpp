#include "core/script_reader.hpp"

#include <exception>
#include <optional>
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

ScriptReader::Status ScriptReader::next() {
  if (too_long_) return Status::kTooLong;
  for (;;) {
    if (!in_.good()) return in_.bad() ? Status::kReadError : Status::kEnd;
    text_.clear();
    ++line_number_;
    bool any = false;
    std::streambuf* buf = in_.rdbuf();
    for (;;) {
      int c = 0;
      try {
        c = buf->sbumpc();
      } catch (const std::exception&) {  // libstdc++'s filebuf throws on a read error (EIO, EISDIR)
        in_.setstate(std::ios::badbit);
        return Status::kReadError;
      }
      if (c == std::char_traits<char>::eof()) {
        in_.setstate(std::ios::eofbit);
        break;
      }
      if (after_cr_) {  // the LF of a CRLF: the end of the line before
        after_cr_ = false;
        if (c == '\n') continue;
      }
      any = true;
      if (c == '\n') break;
      if (c == '\r') {
        after_cr_ = true;
        break;
      }
      if (text_.size() == max_line_bytes_) {  // stop here: the rest may never end
        too_long_ = true;
        text_.clear();
        return Status::kTooLong;
      }
      text_.push_back(static_cast<char>(c));
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
  Json value;
  CheckedBuilder builder(value);
  const bool parsed = Json::sax_parse(text_, &builder);
  if (parsed && !builder.refusal()) return value;
  return fail(builder.refusal() ? *builder.refusal() : msg("script.bad_json", "?"));
}

}  // namespace flipside
