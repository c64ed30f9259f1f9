// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// How old a catalog price is (issue 33, "Age"): the days from the offer's as_of to a "today" the caller
// passes in (never read from the clock here, so tests and reports are exact), whole months for wording, and
// stale = older than a threshold. An as_of that cannot be read is "age unknown", never 0 days.
#include <optional>
#include <string>
#include <string_view>

namespace gp {

struct CivilDate { // proleptic Gregorian calendar
    int year = 0;
    int month = 0; // 1..12
    int day = 0;   // 1..days in month
};

// Strict YYYY-MM-DD with a real calendar day (2025-02-29 is refused); nullopt otherwise.
std::optional<CivilDate> parseIsoDate(std::string_view text);
// Days since 1970-01-01 (negative before). H. Hinnant, "chrono-Compatible Low-Level Date Algorithms",
// days_from_civil (howardhinnant.github.io/date_algorithms.html).
long long daysFromCivil(const CivilDate& date);
int daysInMonth(int year, int month);

enum class AsOfPrecision { Day, Month, Year };

// 90 days: a quarter. Cloud list prices are revised often enough that a price older than one quarter should be
// checked before it is quoted; the user changes it (AppSettings::priceStaleDays, `estimate --stale-days`).
inline constexpr int kDefaultStaleDays = 90;

struct PriceAge {
    std::string asOf; // as written in the catalog
    bool known = false;
    std::string problem;                          // why the age is unknown (empty when known)
    AsOfPrecision precision = AsOfPrecision::Day; // "2026-05" is month precision, "2026" year precision
    CivilDate from;                               // the date the age counts from
    long long days = 0;                           // today - from; only meaningful when known
    int months = 0;                               // whole calendar months from `from` to today
    int staleDays = kDefaultStaleDays;            // the threshold it was judged against
    bool stale = false;                           // known and days > staleDays
};

// The age of a price dated `asOf` on `today`. A date with month or year precision counts from the first day of
// its period: the oldest it can be, so a partial date errs towards "stale", never towards "fresh". A date after
// `today` is not an age (known = false, problem says so): it is never turned into 0 days.
PriceAge priceAge(std::string_view asOf, const CivilDate& today, int staleDays = kDefaultStaleDays);

// "12 days", "1 month", "7 months", "3 years" (from 24 months on); "age unknown" when not known.
std::string ageWords(const PriceAge& age);
// "2026-05-24"
std::string isoDate(const CivilDate& date);

} // namespace gp
