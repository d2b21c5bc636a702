#include "core/line_view.hpp"

#include "core/script_reader.hpp"

namespace flipside {
namespace {

// Objects with more members than this are left to the checked parser: the
// check for a key given twice compares each key with those before it.
constexpr std::uint32_t kMaxMembers = 32;
// A non-negative integer of up to this many digits fits any engine's counts
// and, in a double, exactly (json::parse makes it an unsigned number).
constexpr int kMaxDigits = 15;

class Reader {
 public:
  Reader(std::string_view text, std::vector<LineNode>& nodes)
      : p_(text.data()), end_(text.data() + text.size()), nodes_(nodes) {}

  bool read() {
    nodes_.clear();
    if (!read_value({}, 0)) return false;
    skip_space();
    return p_ == end_;
  }

 private:
  void skip_space() {
    while (p_ != end_ && (*p_ == ' ' || *p_ == '\t' || *p_ == '\n' || *p_ == '\r')) ++p_;
  }

  bool literal(std::string_view word) {
    if (static_cast<std::size_t>(end_ - p_) < word.size() || std::string_view(p_, word.size()) != word) return false;
    p_ += word.size();
    return true;
  }

  // A string of printable ASCII without escapes, after its opening quote.
  bool read_string(std::string_view& out) {
    const char* start = p_;
    while (p_ != end_) {
      const unsigned char c = static_cast<unsigned char>(*p_);
      if (c == '"') {
        out = std::string_view(start, static_cast<std::size_t>(p_ - start));
        ++p_;
        return true;
      }
      if (c < 0x20 || c >= 0x80 || c == '\\') return false;
      ++p_;
    }
    return false;
  }

  // Appends the value at p_ (a member of an object when `key` is set).
  bool read_value(std::string_view key, int depth) {
    skip_space();
    if (p_ == end_) return false;
    const std::size_t at = nodes_.size();
    nodes_.emplace_back();
    nodes_[at].key = key;
    switch (*p_) {
      case '{': return read_object(at, depth + 1);
      case '[': return read_array(at, depth + 1);
      case '"':
        ++p_;
        nodes_[at].type = LineNode::Type::kString;
        return read_string(nodes_[at].text);
      case 't': return set(at, LineNode::Type::kTrue) && literal("true");
      case 'f': return set(at, LineNode::Type::kFalse) && literal("false");
      case 'n': return set(at, LineNode::Type::kNull) && literal("null");
      default: break;
    }
    // A non-negative integer without a leading zero.
    const char* start = p_;
    std::uint64_t n = 0;
    while (p_ != end_ && *p_ >= '0' && *p_ <= '9') n = n * 10 + static_cast<std::uint64_t>(*p_++ - '0');
    const auto digits = p_ - start;
    if (digits == 0 || digits > kMaxDigits || (digits > 1 && *start == '0')) return false;
    if (p_ != end_ && (*p_ == '.' || *p_ == 'e' || *p_ == 'E')) return false;
    nodes_[at].type = LineNode::Type::kNumber;
    nodes_[at].number = n;
    return true;
  }

  bool set(std::size_t at, LineNode::Type type) {
    nodes_[at].type = type;
    return true;
  }

  // Closes the container at `at`: its span covers everything read since.
  bool close(std::size_t at) {
    nodes_[at].span = static_cast<std::uint32_t>(nodes_.size() - at);
    ++p_;
    return true;
  }

  bool read_object(std::size_t at, int depth) {
    if (depth > kMaxScriptDepth) return false;
    nodes_[at].type = LineNode::Type::kObject;
    ++p_;
    skip_space();
    if (p_ != end_ && *p_ == '}') return close(at);
    for (;;) {
      skip_space();
      if (p_ == end_ || *p_ != '"') return false;
      ++p_;
      std::string_view key;
      if (!read_string(key)) return false;
      if (has_member(at, key)) return false;  // a key twice: the checked parse names it
      skip_space();
      if (p_ == end_ || *p_ != ':') return false;
      ++p_;
      if (!read_value(key, depth)) return false;
      ++nodes_[at].count;
      skip_space();
      if (p_ == end_) return false;
      if (*p_ == '}') return close(at);
      if (*p_++ != ',') return false;
    }
  }

  // Whether the object at `at` (its members read so far) has `key`; an
  // object too large to check this way is refused (true).
  bool has_member(std::size_t at, std::string_view key) const {
    if (nodes_[at].count >= kMaxMembers) return true;
    for (std::size_t m = at + 1; m < nodes_.size(); m += nodes_[m].span)
      if (nodes_[m].key == key) return true;
    return false;
  }

  bool read_array(std::size_t at, int depth) {
    if (depth > kMaxScriptDepth) return false;
    nodes_[at].type = LineNode::Type::kArray;
    ++p_;
    skip_space();
    if (p_ != end_ && *p_ == ']') return close(at);
    for (;;) {
      if (!read_value({}, depth)) return false;
      ++nodes_[at].count;
      skip_space();
      if (p_ == end_) return false;
      if (*p_ == ']') return close(at);
      if (*p_++ != ',') return false;
    }
  }

  const char* p_;
  const char* end_;
  std::vector<LineNode>& nodes_;
};

}  // namespace

bool LineDoc::read(std::string_view line) {
  if (Reader(line, nodes_).read()) return true;
  nodes_.clear();
  return false;
}

nlohmann::json to_json(LineView value) {
  using Json = nlohmann::json;
  if (value.is_object()) {
    Json out = Json::object();
    auto& object = out.get_ref<Json::object_t&>();
    for (auto it = value.begin(); it != value.end(); ++it) object.emplace(std::string(it.key()), to_json(it.value()));
    return out;
  }
  if (value.is_array()) {
    Json out = Json::array();
    auto& array = out.get_ref<Json::array_t&>();
    array.reserve(value.size());
    for (LineView item : value) array.push_back(to_json(item));
    return out;
  }
  if (value.is_string()) return Json(std::string(value.text()));
  if (value.is_number_integer()) return Json(static_cast<Json::number_unsigned_t>(value.number()));
  if (value.is_boolean()) return Json(value.is_true());
  return Json(nullptr);
}

}  // namespace flipside
