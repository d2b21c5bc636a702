// The one shape of a store call's answer (issue 35): what it gives, or the
// Message that says why not (core/message.hpp), never both and never
// neither. Every call of store/ that can fail returns a Result: no
// out-parameter, no optional<Message> that means "done" when empty.
//
// There is no operator bool on purpose. `if (auto error = store.x())` read
// "failed" under the old optional<Message> and would read "succeeded" under
// a value type: a Result is asked `ok()` by name, so no call site can flip
// its meaning silently. [[nodiscard]]: a failure is shown or passed on,
// never dropped.
//
// value() of a failed Result is a bug, caught where asserts run (the
// sanitizer build, `scripts/dev.sh check`); in a release build it gives an
// empty value (no rows, no game), never memory that was not written.
#pragma once

#include <cassert>
#include <optional>
#include <type_traits>
#include <utility>

#include "core/message.hpp"

namespace flipside::store {

template <typename T = void>
class [[nodiscard]] Result {
 public:
  Result(T value) : value_(std::move(value)) {}  // NOLINT: a value is a success
  // Whatever makes a T (an id for an optional id, a derived game's pointer).
  template <typename U, typename = std::enable_if_t<std::is_constructible_v<T, U&&> &&
                                                    !std::is_same_v<std::decay_t<U>, Message> &&
                                                    !std::is_same_v<std::decay_t<U>, Result> &&
                                                    !std::is_same_v<std::decay_t<U>, T>>>
  Result(U&& value) : value_(std::forward<U>(value)) {}  // NOLINT: a value is a success
  Result(Message why) : error_(std::move(why)) {}  // NOLINT: a Message is a failure

  bool ok() const { return !error_; }
  // Why it failed; only for a failed Result.
  const Message& error() const {
    assert(error_ && "error() of a Result that succeeded");
    return *error_;
  }

  const T& value() const& { return checked(); }
  T& value() & { return checked(); }
  // From a temporary the value is moved out, so `for (auto& g :
  // store.games().value())` keeps what it loops over alive.
  T value() && { return std::move(checked()); }

  // The value, or `fallback` when it failed: for a caller that shows
  // nothing of a failure on purpose (it says why elsewhere).
  T value_or(T fallback) const& { return ok() ? value_ : std::move(fallback); }
  T value_or(T fallback) && { return ok() ? std::move(value_) : std::move(fallback); }

  const T& operator*() const& { return checked(); }
  T& operator*() & { return checked(); }
  T operator*() && { return std::move(checked()); }
  const T* operator->() const { return &checked(); }
  T* operator->() { return &checked(); }

 private:
  T& checked() {
    assert(ok() && "value() of a Result that failed");
    return value_;
  }
  const T& checked() const {
    assert(ok() && "value() of a Result that failed");
    return value_;
  }

  T value_{};
  std::optional<Message> error_;
};

// A call that gives nothing but done or why not: `return {};` is done.
template <>
class [[nodiscard]] Result<void> {
 public:
  Result() = default;
  Result(Message why) : error_(std::move(why)) {}  // NOLINT: a Message is a failure

  bool ok() const { return !error_; }
  const Message& error() const {
    assert(error_ && "error() of a Result that succeeded");
    return *error_;
  }

 private:
  std::optional<Message> error_;
};

}  // namespace flipside::store
