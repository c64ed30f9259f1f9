// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "PriceAge.h"

#include <cstdio>

namespace gp {
namespace {

// Reads exactly `n` ASCII digits at text[pos]; -1 when any is not a digit.
int digits(std::string_view text, std::size_t pos, std::size_t n)
{
    if (pos + n > text.size())
        return -1;
    int v = 0;
    for (std::size_t i = pos; i < pos + n; ++i) {
        const char c = text[i];
        if (c < '0' || c > '9')
            return -1;
        v = v * 10 + (c - '0');
    }
    return v;
}

bool leapYear(int y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }

} // namespace

int daysInMonth(int year, int month)
{
    static constexpr int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (month < 1 || month > 12)
        return 0;
    return month == 2 && leapYear(year) ? 29 : kDays[month - 1];
}

std::optional<CivilDate> parseIsoDate(std::string_view t)
{
    if (t.size() != 10 || t[4] != '-' || t[7] != '-')
        return std::nullopt;
    const CivilDate d{digits(t, 0, 4), digits(t, 5, 2), digits(t, 8, 2)};
    if (d.year < 1 || d.month < 1 || d.month > 12 || d.day < 1 || d.day > daysInMonth(d.year, d.month))
        return std::nullopt;
    return d;
}

long long daysFromCivil(const CivilDate& date)
{
    // Hinnant's days_from_civil: shift the year to start in March so the leap day is the year's last day.
    const long long y = date.year - (date.month <= 2 ? 1 : 0);
    const long long era = (y >= 0 ? y : y - 399) / 400;
    const long long yoe = y - era * 400;                         // [0, 399]
    const long long mp = (date.month + 9) % 12;                  // March = 0
    const long long doy = (153 * mp + 2) / 5 + date.day - 1;     // [0, 365]
    const long long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy; // [0, 146096]
    return era * 146097 + doe - 719468;
}

std::string isoDate(const CivilDate& d)
{
    char buf[16];
    std::snprintf(buf, sizeof buf, "%04d-%02d-%02d", d.year, d.month, d.day);
    return buf;
}

PriceAge priceAge(std::string_view asOf, const CivilDate& today, int staleDays)
{
    PriceAge a;
    a.asOf = std::string(asOf);
    a.staleDays = staleDays;
    std::optional<CivilDate> from;
    if (asOf.size() == 10) {
        from = parseIsoDate(asOf);
    } else if (asOf.size() == 7 && asOf[4] == '-') { // "2026-05"
        const int y = digits(asOf, 0, 4), m = digits(asOf, 5, 2);
        if (y >= 1 && m >= 1 && m <= 12)
            from = CivilDate{y, m, 1};
        a.precision = AsOfPrecision::Month;
    } else if (asOf.size() == 4) { // "2026"
        const int y = digits(asOf, 0, 4);
        if (y >= 1)
            from = CivilDate{y, 1, 1};
        a.precision = AsOfPrecision::Year;
    }
    if (!from) {
        a.problem = asOf.empty() ? "no as-of date" : "as-of date \"" + a.asOf + "\" is not YYYY-MM-DD, YYYY-MM or YYYY";
        return a;
    }
    a.from = *from;
    const long long days = daysFromCivil(today) - daysFromCivil(*from);
    if (days < 0) {
        a.problem = "as-of date " + a.asOf + " is after today (" + isoDate(today) + ")";
        return a;
    }
    // Whole months: a month has passed on the same day number of the next month, or on that month's last day
    // when it is shorter (31 Jan -> 28 Feb is one month).
    int months = (today.year - from->year) * 12 + (today.month - from->month);
    const int dueDay =
        from->day < daysInMonth(today.year, today.month) ? from->day : daysInMonth(today.year, today.month);
    if (today.day < dueDay)
        --months;
    a.known = true;
    a.days = days;
    a.months = months;
    a.stale = days > staleDays;
    return a;
}

std::string ageWords(const PriceAge& a)
{
    if (!a.known)
        return "age unknown";
    auto plural = [](long long n, const char* unit) { return std::to_string(n) + " " + unit + (n == 1 ? "" : "s"); };
    if (a.months < 1)
        return plural(a.days, "day");
    if (a.months < 24)
        return plural(a.months, "month");
    return plural(a.months / 12, "year");
}

} // namespace gp
