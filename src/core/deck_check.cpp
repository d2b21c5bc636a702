#include "core/deck_check.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

namespace flipside::deck {
namespace {

constexpr double kEpsilon = 1e-14;
constexpr int kMaxIterations = 10000;
constexpr std::size_t kMostNamed = 4;  // cards a sentence names at most

// e^(-x) x^a / Γ(a), the factor both expansions share (in logs: no overflow).
double gamma_prefactor(double a, double x) { return std::exp(-x + a * std::log(x) - std::lgamma(a)); }

// P(a, x) by its power series: e^-x x^a / Γ(a) · Σ x^n / (a (a+1) … (a+n)).
// Converges fast while x < a + 1.
double lower_series(double a, double x) {
  double term = 1.0 / a;
  double sum = term;
  for (int n = 1; n < kMaxIterations; ++n) {
    term *= x / (a + n);
    sum += term;
    if (std::fabs(term) < std::fabs(sum) * kEpsilon) break;
  }
  return sum * gamma_prefactor(a, x);
}

// Q(a, x) by Legendre's continued fraction
//   Γ(a, x) = e^-x x^a / (x + 1 - a - 1·(1 - a) / (x + 3 - a - 2·(2 - a) / (x + 5 - a - …)))
// evaluated front to back by the modified Lentz method. Converges fast
// once x >= a + 1.
double upper_fraction(double a, double x) {
  constexpr double kTiny = std::numeric_limits<double>::min() / kEpsilon;
  double b = x + 1.0 - a;
  double c = 1.0 / kTiny;
  double d = 1.0 / b;
  double h = d;
  for (int i = 1; i < kMaxIterations; ++i) {
    const double an = -i * (i - a);
    b += 2.0;
    d = an * d + b;
    if (std::fabs(d) < kTiny) d = kTiny;
    c = b + an / c;
    if (std::fabs(c) < kTiny) c = kTiny;
    d = 1.0 / d;
    const double step = d * c;
    h *= step;
    if (std::fabs(step - 1.0) < kEpsilon) break;
  }
  return h * gamma_prefactor(a, x);
}

std::string fixed(double value, int decimals) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
  return buffer;
}

// "p = 0.42", "p = 0.003", "p < 0.001": as much as a reader needs.
std::string p_text(double p) {
  if (p < 0.001) return "p < 0.001";
  if (p > 0.99) return "p > 0.99";  // a fit this close is what drawing a whole deck at a time gives
  std::string out = "p = ";
  out.append(fixed(p, p < 0.01 ? 3 : 2));
  return out;
}

Arg card_list(const std::vector<std::string>& cards, std::string_view game) {
  std::vector<Message> items;
  for (const std::string& card : cards) {
    Message m = msg("ui.deck.card");
    m.args.push_back(Arg::card_arg(game, card));
    items.push_back(std::move(m));
  }
  return Arg::list_arg(std::move(items));
}

}  // namespace

double upper_gamma_q(double a, double x) {
  if (a <= 0.0 || x <= 0.0) return 1.0;
  if (x < a + 1.0) return std::clamp(1.0 - lower_series(a, x), 0.0, 1.0);
  return std::clamp(upper_fraction(a, x), 0.0, 1.0);
}

Check check(const std::map<std::string, long long>& observed, const std::vector<DeckCard>& makeup) {
  Check out;
  if (auto it = observed.find(std::string(kPartialDeals)); it != observed.end()) out.partial_deals = it->second;
  long long deck_size = 0;
  for (const DeckCard& card : makeup) {
    if (card.copies <= 0) continue;
    deck_size += card.copies;
    Row row;
    row.card = card;
    if (auto it = observed.find(card.counter); it != observed.end()) row.observed = it->second;
    out.total += row.observed;
    out.rows.push_back(std::move(row));
  }
  if (deck_size == 0 || out.total == 0) return out;
  for (Row& row : out.rows) {
    row.expected = static_cast<double>(out.total) * row.card.copies / static_cast<double>(deck_size);
    row.residual = (static_cast<double>(row.observed) - row.expected) / std::sqrt(row.expected);
    row.pooled = row.expected < kMinExpected;
  }
  // The rare cards form one group; while that group is still too small it
  // takes in the rarest kind left, so every group compared expects 5.
  auto pool_expected = [&] {
    double e = 0.0;
    for (const Row& row : out.rows) e += row.pooled ? row.expected : 0.0;
    return e;
  };
  while (pool_expected() > 0.0 && pool_expected() < kMinExpected) {
    Row* rarest = nullptr;
    for (Row& row : out.rows)
      if (!row.pooled && (!rarest || row.expected < rarest->expected)) rarest = &row;
    if (!rarest) break;
    rarest->pooled = true;
  }

  long long pool_observed = 0;
  double pool_e = 0.0;
  for (const Row& row : out.rows) {
    if (row.pooled) {
      pool_observed += row.observed;
      pool_e += row.expected;
      continue;
    }
    ++out.groups;
    out.chi2 += (row.observed - row.expected) * (row.observed - row.expected) / row.expected;
  }
  if (pool_e >= kMinExpected) {
    ++out.groups;
    out.chi2 += (pool_observed - pool_e) * (pool_observed - pool_e) / pool_e;
  }
  if (out.groups < 2) {
    out.chi2 = 0.0;
    return out;  // kTooFew
  }
  out.dof = out.groups - 1;
  out.p_value = chi_square_p(out.chi2, out.dof);
  if (out.p_value >= kSuspiciousP) {
    out.verdict = Verdict::kFair;
    return out;
  }
  out.verdict = Verdict::kSuspicious;
  std::vector<const Row*> over, under;
  for (const Row& row : out.rows) {
    if (row.residual > kResidualToName) over.push_back(&row);
    if (row.residual < -kResidualToName) under.push_back(&row);
  }
  std::sort(over.begin(), over.end(), [](const Row* a, const Row* b) { return a->residual > b->residual; });
  std::sort(under.begin(), under.end(), [](const Row* a, const Row* b) { return a->residual < b->residual; });
  for (std::size_t i = 0; i < over.size() && i < kMostNamed; ++i) out.more_often.push_back(over[i]->card.card);
  if (out.more_often.empty())
    for (std::size_t i = 0; i < under.size() && i < kMostNamed; ++i) out.less_often.push_back(under[i]->card.card);
  return out;
}

Message verdict_message(const Check& c, std::string_view game) {
  const Arg chi2 = Arg::decimal_arg(fixed(c.chi2, 1));  // "30.0"; Spanish "30,0"
  const Arg p = Arg::decimal_arg(p_text(c.p_value));
  switch (c.verdict) {
    case Verdict::kTooFew: return msg("ui.deck.too_few", c.total);
    case Verdict::kFair: return msg("ui.deck.fair", c.total, chi2, c.dof, p);
    case Verdict::kSuspicious: break;
  }
  // Partial deals: the counts are off, but a poor shuffle can do that too.
  const std::string kind = c.partial_deals > 0 ? "ui.deck.deal_" : "ui.deck.";
  if (!c.more_often.empty())
    return msg(kind + "more_often", c.total, chi2, c.dof, p, card_list(c.more_often, game));
  if (!c.less_often.empty())
    return msg(kind + "less_often", c.total, chi2, c.dof, p, card_list(c.less_often, game));
  return msg(kind + "suspicious", c.total, chi2, c.dof, p);
}

Message scope_message(const Check& c) {
  if (c.partial_deals > 0) return msg("ui.stats.deck_scope_partial", c.partial_deals);
  return msg("ui.stats.deck_scope");
}

}  // namespace flipside::deck
