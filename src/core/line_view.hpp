// A script line read in place: the common form of a line (what every engine
// writes and almost every script holds) parsed into a flat list of nodes
// whose strings point into the line, with no allocation once the list has
// grown to a line's size. The common form is objects, arrays, printable
// ASCII strings without escapes, non-negative integers of up to 15 digits,
// true, false and null, no key twice in one object, nesting up to
// kMaxScriptDepth. Anything else is not read (read() is false) and goes to
// the checked JSON parser (script_reader.hpp), which gives every verdict.
//
// Two uses: ScriptReader builds a line's JSON from it (to_json: the same
// value json::parse would make), and a replay hands it straight to a game
// that reads it in place (Game::apply_in_place): for the game with the longest
// lines, building and freeing the JSON was half of a million-line replay
// (perf).
//
// LineView answers the questions a game's codec asks of nlohmann::json with
// the same names (is_object, begin/end with key() and value(), size...), and
// the free functions at the end bridge the rest, so one codec template reads
// both.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

namespace flipside {

struct LineNode {
  enum class Type : std::uint8_t { kNull, kFalse, kTrue, kNumber, kString, kArray, kObject };
  Type type = Type::kNull;
  std::uint32_t span = 1;    // nodes in this value, itself included: its next sibling is this + span
  std::uint32_t count = 0;   // an array's elements, an object's members
  std::uint64_t number = 0;  // kNumber
  std::string_view key;      // a member's key
  std::string_view text;     // kString
};

class LineView {
 public:
  explicit LineView(const LineNode* node) : node_(node) {}

  bool is_object() const { return node_->type == LineNode::Type::kObject; }
  bool is_array() const { return node_->type == LineNode::Type::kArray; }
  bool is_string() const { return node_->type == LineNode::Type::kString; }
  bool is_boolean() const { return node_->type == LineNode::Type::kTrue || node_->type == LineNode::Type::kFalse; }
  bool is_null() const { return node_->type == LineNode::Type::kNull; }
  bool is_true() const { return node_->type == LineNode::Type::kTrue; }
  bool is_number_integer() const { return node_->type == LineNode::Type::kNumber; }
  std::string_view text() const { return node_->text; }
  std::uint64_t number() const { return node_->number; }
  std::size_t size() const { return node_->count; }
  bool empty() const { return node_->count == 0; }

  // An array's elements, or an object's members (key() and value()), in the
  // order the line gives them.
  class Iterator {
   public:
    explicit Iterator(const LineNode* node) : node_(node) {}
    LineView operator*() const { return LineView(node_); }
    LineView value() const { return LineView(node_); }
    std::string_view key() const { return node_->key; }
    Iterator& operator++() {
      node_ += node_->span;
      return *this;
    }
    friend bool operator==(const Iterator&, const Iterator&) = default;

   private:
    const LineNode* node_;
  };
  Iterator begin() const { return Iterator(node_ + 1); }
  Iterator end() const { return Iterator(node_ + node_->span); }

 private:
  const LineNode* node_;
};

class LineDoc {
 public:
  // Reads `line` if it has the common form; the doc then points into it (keep
  // it alive). False: not the common form (or not JSON at all).
  bool read(std::string_view line);
  LineView root() const { return LineView(nodes_.data()); }

 private:
  std::vector<LineNode> nodes_;
};

// The JSON the line holds, as json::parse builds it (integers unsigned).
nlohmann::json to_json(LineView value);

// What a codec asks of a string, an integer or a flag, for either kind of
// line.
inline std::string_view text_of(const nlohmann::json& v) { return v.get_ref<const std::string&>(); }
inline std::string_view text_of(LineView v) { return v.text(); }
inline long long integer_of(const nlohmann::json& v) { return v.get<long long>(); }
inline long long integer_of(LineView v) { return static_cast<long long>(v.number()); }
inline bool is_true(const nlohmann::json& v) { return v == true; }
inline bool is_true(LineView v) { return v.is_true(); }

}  // namespace flipside
