#include "core/shuffle_check.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace flipside::shuffle {
namespace {

bool related(std::span<const int> values, Relation relation, std::size_t u, std::size_t v) {
  if (relation == Relation::kSame) return u == v;
  return values[u] != kNoValue && values[v] != kNoValue && std::abs(values[u] - values[v]) == 1;
}

std::string fixed1(double value) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.1f", value);
  return buffer;
}

PatternCheck pattern_check(const Tally& t) {
  PatternCheck out;
  out.observed = t.observed;
  out.expected = t.expected;
  out.sd = std::sqrt(std::max(0.0, t.variance));
  if (out.sd <= 0.0) return out;
  const double gap = static_cast<double>(t.observed) - t.expected;
  const double corrected = std::max(0.0, std::fabs(gap) - 0.5);
  out.z = std::copysign(corrected / out.sd, gap);
  out.p_value = std::erfc(std::fabs(out.z) / std::sqrt(2.0));
  out.off = out.p_value < kOffP;
  return out;
}

long long at(const std::map<std::string, long long>& counters, std::string_view name) {
  auto it = counters.find(std::string(name));
  return it == counters.end() ? 0 : it->second;
}

}  // namespace

// The counts behind p, q3 and q4 (shuffle_check.hpp), over the cards of the
// pile, with A(a, b) the relation between two distinct cards a and b:
//   out(a) = #{b != a : A(a, b)},  in(b) = #{a != b : A(a, b)},
//   M  = #{(a, b) distinct : A(a, b)}                 = sum_a out(a),
//   B  = #{(a, b) distinct : A(a, b) and A(b, a)},
//   T3 = #{(a, b, c) distinct : A(a, b), A(b, c)}     = sum_b in(b) out(b) - B
//        (in(b) out(b) counts the chains with a = c too: B of them),
//   T4 = #{(a, b, c, d) distinct : A(a, b), A(c, d)}
//      = M^2 - sum out(a)^2 - sum in(b)^2 - 2 sum in(b) out(b) + M + B
//        (M^2 pairs of pairs, less those sharing a card: c = a, d = b, c = b
//        or d = a, plus back those counted twice: (c, d) = (a, b) or (b, a)).
// Cards of one kind are alike, so each sum runs over kinds times copies.
Moments moments(std::span<const int> counts, std::span<const int> values, Relation relation, int drawn) {
  const std::size_t kinds = counts.size();
  double n_cards = 0.0;
  for (int c : counts) n_cards += c;
  Moments out;
  if (drawn < 2 || n_cards < 2) return out;
  std::vector<double> out_deg(kinds, 0.0), in_deg(kinds, 0.0);
  double b_both = 0.0;
  for (std::size_t u = 0; u < kinds; ++u)
    for (std::size_t v = 0; v < kinds; ++v) {
      if (!related(values, relation, u, v)) continue;
      const double others_v = counts[v] - (u == v ? 1.0 : 0.0);  // b of kind v, b != a
      const double others_u = counts[u] - (u == v ? 1.0 : 0.0);
      out_deg[u] += others_v;
      in_deg[v] += others_u;
      if (related(values, relation, v, u)) b_both += counts[u] * others_v;
    }
  double m = 0.0, out_sq = 0.0, in_sq = 0.0, in_out = 0.0;
  for (std::size_t k = 0; k < kinds; ++k) {
    m += counts[k] * out_deg[k];
    out_sq += counts[k] * out_deg[k] * out_deg[k];
    in_sq += counts[k] * in_deg[k] * in_deg[k];
    in_out += counts[k] * in_deg[k] * out_deg[k];
  }
  const double t3 = in_out - b_both;
  const double t4 = m * m - out_sq - in_sq - 2.0 * in_out + m + b_both;
  const double n = n_cards;
  const double pairs = static_cast<double>(drawn - 1);
  const double p = m / (n * (n - 1.0));
  const double q3 = n >= 3 ? t3 / (n * (n - 1.0) * (n - 2.0)) : 0.0;
  const double q4 = n >= 4 ? t4 / (n * (n - 1.0) * (n - 2.0) * (n - 3.0)) : 0.0;
  out.expected = pairs * p;
  out.variance = pairs * p + 2.0 * (pairs - 1.0) * q3 + (pairs - 1.0) * (pairs - 2.0) * q4 - pairs * pairs * p * p;
  out.variance = std::max(0.0, out.variance);  // rounding below zero for a pile with no pair possible
  return out;
}

Totals& Totals::operator+=(const Totals& other) {
  cards += other.cards;
  cycles += other.cycles;
  for (auto [mine, theirs] : {std::pair{&same, &other.same}, std::pair{&steps, &other.steps}}) {
    mine->observed += theirs->observed;
    mine->expected += theirs->expected;
    mine->variance += theirs->variance;
  }
  return *this;
}

void OrderTally::start(std::span<const int> counts, int shuffled_by) {
  if (shuffled_by_ >= 0) {
    if (closed_.size() <= static_cast<std::size_t>(shuffled_by_)) closed_.resize(shuffled_by_ + 1);
    closed_[shuffled_by_] += cycle_totals();
  }
  counts_.assign(counts.begin(), counts.end());
  shuffled_by_ = shuffled_by;
  drawn_ = 0;
  last_ = -1;
  same_ = steps_ = 0;
}

void OrderTally::seen(int kind) {
  if (shuffled_by_ < 0) return;
  if (last_ >= 0) {
    same_ += related(values_, Relation::kSame, static_cast<std::size_t>(last_), static_cast<std::size_t>(kind));
    steps_ += related(values_, Relation::kStep, static_cast<std::size_t>(last_), static_cast<std::size_t>(kind));
  }
  last_ = kind;
  ++drawn_;
}

Totals OrderTally::cycle_totals() const {
  Totals t;
  if (shuffled_by_ < 0 || drawn_ == 0) return t;
  t.cards = drawn_;
  t.cycles = 1;
  const Moments same = moments(counts_, values_, Relation::kSame, drawn_);
  const Moments steps = moments(counts_, values_, Relation::kStep, drawn_);
  t.same = {same_, same.expected, same.variance};
  t.steps = {steps_, steps.expected, steps.variance};
  return t;
}

std::vector<Totals> OrderTally::by_shuffler(int people) const {
  std::vector<Totals> out(static_cast<std::size_t>(std::max(0, people)));
  for (std::size_t i = 0; i < closed_.size() && i < out.size(); ++i) out[i] += closed_[i];
  if (shuffled_by_ >= 0 && shuffled_by_ < people) out[shuffled_by_] += cycle_totals();
  return out;
}

std::vector<std::pair<std::string, long long>> to_counters(const Totals& t) {
  auto scaled = [](double x) { return std::llround(x * kCounterScale); };
  return {{std::string(kCards), t.cards},
          {std::string(kCycles), t.cycles},
          {std::string(kSame), t.same.observed},
          {std::string(kSameExpected), scaled(t.same.expected)},
          {std::string(kSameVariance), scaled(t.same.variance)},
          {std::string(kSteps), t.steps.observed},
          {std::string(kStepsExpected), scaled(t.steps.expected)},
          {std::string(kStepsVariance), scaled(t.steps.variance)}};
}

Totals from_counters(const std::map<std::string, long long>& counters) {
  Totals t;
  t.cards = at(counters, kCards);
  t.cycles = at(counters, kCycles);
  t.same = {at(counters, kSame), at(counters, kSameExpected) / kCounterScale, at(counters, kSameVariance) / kCounterScale};
  t.steps = {at(counters, kSteps), at(counters, kStepsExpected) / kCounterScale,
             at(counters, kStepsVariance) / kCounterScale};
  return t;
}

Check check(const Totals& totals) {
  Check out;
  out.cards = totals.cards;
  out.cycles = totals.cycles;
  out.same = pattern_check(totals.same);
  out.steps = pattern_check(totals.steps);
  if (totals.same.expected < kMinExpected) {
    out.same.off = out.steps.off = false;  // the normal approximation says nothing yet
    return out;                            // kTooFew
  }
  out.verdict = out.same.off || out.steps.off ? Verdict::kPoor : Verdict::kFair;
  return out;
}

std::pair<long long, long long> usual_range(const PatternCheck& pattern) {
  const long long low = std::max(0LL, std::llround(pattern.expected - 2.0 * pattern.sd));
  const long long high = std::llround(pattern.expected + 2.0 * pattern.sd);
  return {low, std::max(low, high)};
}

Message verdict_message(const Check& c) {
  switch (c.verdict) {
    case Verdict::kTooFew:
      return c.cards == 0 ? msg("ui.shuffle.none") : msg("ui.shuffle.too_few", c.cards);
    case Verdict::kFair: return msg("ui.shuffle.fair", c.cards, c.cycles);
    case Verdict::kPoor: break;
  }
  std::vector<Message> why;
  if (c.same.off) why.push_back(msg(c.same.z > 0 ? "ui.shuffle.why.clumped" : "ui.shuffle.why.spread"));
  if (c.steps.off) why.push_back(msg(c.steps.z > 0 ? "ui.shuffle.why.runs" : "ui.shuffle.why.few_runs"));
  Message m = msg("ui.shuffle.poor", c.cards, c.cycles);
  m.args.push_back(Arg::list_arg(std::move(why)));
  return m;
}

namespace {

Message pattern_message(const char* key, const PatternCheck& pattern) {
  const auto [low, high] = usual_range(pattern);
  return msg(key, pattern.observed, Arg::decimal_arg(fixed1(pattern.expected)), low, high);
}

}  // namespace

Message same_message(const PatternCheck& same) { return pattern_message("ui.shuffle.same", same); }
Message steps_message(const PatternCheck& steps) { return pattern_message("ui.shuffle.steps", steps); }

}  // namespace flipside::shuffle
