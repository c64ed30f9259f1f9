// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// `gpu-planner validate [DIR]`: runs the published measurements in DIR (default tests/data/validation,
// format in docs/validation.md) through the engine and prints, per group, the number of cases and the
// median and worst relative error, then the same per group x framework (or serving engine) and per group x vendor
// (issue 32), then every case. With --baseline FILE it exits 3 when a group's median
// is worse than the baseline's (the CTest check); --write-baseline FILE records the current figures.
// Exit 2 when a case cannot be read or the engine refuses its scenario.
#include "CommandRegistry.h"
#include "CommandSupport.h"

#include "common/AtomicFile.h"
#include "common/TerminalText.h"
#include "planning/ValidationSuite.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QTextStream>

#include <cstdio>
#include <string>

namespace {

constexpr int kWorseThanBaseline = 3;

int fail(int code, const QString& message) { return CommandSupport::fail(QStringLiteral("validate"), code, message); }

QString percent(double v, bool sign = false)
{
    return (sign && v > 0 ? QStringLiteral("+") : QString()) + QString::number(100.0 * v, 'f', 1) + QLatin1Char('%');
}

QString figure(double v)
{
    // Four significant figures read well for GB, tokens/s, GPU-hours and seconds alike.
    return v >= 1e5 ? QString::number(v, 'e', 3) : QString::number(v, 'g', 4);
}

// A breakdown cell of fewer than gp::kValidationCellMinCases cases gets no median, worst or verdict: one or two cases
// say little about a median (issue 32), so both outputs print "too few cases" in their place.
bool tooFew(const gp::ValidationCellStats& c) { return c.n < gp::kValidationCellMinCases; }

QString tooFewText() { return QCoreApplication::translate("validate", "too few cases"); }

QString verdict(const gp::ValidationCellStats& c)
{
    const gp::ValidationTarget t = gp::validationTarget(c.group);
    return (c.median <= t.median && c.worst <= t.worst) ? QStringLiteral("met") : QStringLiteral("missed");
}

// One breakdown table (issue 32): per group x label, n, median, worst, and the group's target.
void printCells(QTextStream& out, const QString& what, const std::vector<gp::ValidationCellStats>& cells)
{
    out << "\n"
        << QStringLiteral("%1 %2 %3 %4 %5  %6\n")
               .arg(QStringLiteral("group"), -26)
               .arg(what, -28)
               .arg(QStringLiteral("n"), 4)
               .arg(QStringLiteral("median"), 8)
               .arg(QStringLiteral("worst"), 8)
               .arg(QStringLiteral("target median / worst"));
    for (const auto& c : cells) {
        const gp::ValidationTarget t = gp::validationTarget(c.group);
        const bool few = tooFew(c);
        out << QStringLiteral("%1 %2 %3 %4 %5  %6 / %7  %8\n")
                   .arg(QString::fromStdString(gp::ValidationCases::groupName(c.group)), -26)
                   .arg(QString::fromStdString(c.label), -28)
                   .arg(c.n, 4)
                   .arg(few ? QStringLiteral("-") : percent(c.median), 8)
                   .arg(few ? QStringLiteral("-") : percent(c.worst), 8)
                   .arg(percent(t.median, false), percent(t.worst, false))
                   .arg(few ? tooFewText() : verdict(c));
    }
}

// The same breakdown as a Markdown table for README's block.
void printMarkdownCells(QTextStream& out, const QString& what, const std::vector<gp::ValidationCellStats>& cells)
{
    out << "\n| group | " << what << " | n | median error | worst error | target median / worst | |\n"
        << "|---|---|---|---|---|---|---|\n";
    for (const auto& c : cells) {
        const gp::ValidationTarget t = gp::validationTarget(c.group);
        const bool few = tooFew(c);
        out << QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 / %7 | %8 |\n")
                   .arg(QString::fromStdString(gp::ValidationCases::groupName(c.group)),
                        QString::fromStdString(c.label).replace(QLatin1Char('|'), QLatin1String("\\|")))
                   .arg(c.n)
                   .arg(few ? QStringLiteral("-") : percent(c.median), few ? QStringLiteral("-") : percent(c.worst),
                        percent(t.median), percent(t.worst), few ? tooFewText() : verdict(c));
    }
}

void printReport(QTextStream& out, const gp::ValidationReport& report, const QString& dir)
{
    // Case ids are file names and DIR is the user's: escaped before they reach the terminal.
    out << "Validation against " << report.results.size() << " published measurements (" << TerminalText::escaped(dir)
        << ")\n\n";
    out << QStringLiteral("%1 %2 %3 %4  %5\n")
               .arg(QStringLiteral("group"), -26)
               .arg(QStringLiteral("n"), 4)
               .arg(QStringLiteral("median"), 8)
               .arg(QStringLiteral("worst"), 8)
               .arg(QStringLiteral("target median / worst"));
    for (const auto& g : report.groups) {
        const gp::ValidationTarget t = gp::validationTarget(g.group);
        out << QStringLiteral("%1 %2 %3 %4  %5 / %6%7\n")
                   .arg(QString::fromStdString(gp::ValidationCases::groupName(g.group)), -26)
                   .arg(g.n, 4)
                   .arg(percent(g.median), 8)
                   .arg(percent(g.worst), 8)
                   .arg(percent(t.median, false), percent(t.worst, false))
                   .arg(g.n == 0                                       ? QStringLiteral("  (no cases)")
                        : (g.median <= t.median && g.worst <= t.worst) ? QStringLiteral("  met")
                                                                       : QStringLiteral("  missed"));
    }
    printCells(out, QStringLiteral("framework / serving engine"), report.byFramework);
    printCells(out, QStringLiteral("vendor"), report.byVendor);
    out << "\n"
        << QStringLiteral("%1 %2 %3 %4 %5 %6\n")
               .arg(QStringLiteral("case"), -44)
               .arg(QStringLiteral("metric"), -36)
               .arg(QStringLiteral("measured"), 10)
               .arg(QStringLiteral("estimated"), 10)
               .arg(QStringLiteral("error"), 8)
               .arg(QStringLiteral("unit"));
    for (const auto& r : report.results) {
        const QString unit = QString::fromStdString(gp::ValidationCases::metricUnit(r.metric));
        out << QStringLiteral("%1 %2 %3 %4 %5 %6\n")
                   .arg(QString::fromStdString(TerminalText::escaped(r.id)), -44)
                   .arg(QString::fromStdString(gp::ValidationCases::metricName(r.metric)), -36)
                   .arg(figure(r.measured), 10)
                   .arg(r.refused.empty() ? figure(r.estimated) : QStringLiteral("refused"), 10)
                   .arg(r.refused.empty() ? percent(r.relativeError, true) : QStringLiteral("-"), 8)
                   .arg(unit);
    }
}

// README's block (between <!-- validation:begin --> and <!-- validation:end -->): the group table, the breakdown per
// framework (or serving engine) and per vendor, and every case, as Markdown. README is pasted from this output, and
// tst_validatecli compares the two, so README never quotes figures the engine no longer gives.
void printMarkdown(QTextStream& out, const gp::ValidationReport& report)
{
    auto cell = [](QString text) { return text.replace(QLatin1Char('|'), QLatin1String("\\|")); };
    out << "| group | n | median error | worst error | target median / worst | |\n|---|---|---|---|---|---|\n";
    for (const auto& g : report.groups) {
        const gp::ValidationTarget t = gp::validationTarget(g.group);
        out << QStringLiteral("| %1 | %2 | %3 | %4 | %5 / %6 | %7 |\n")
                   .arg(QString::fromStdString(gp::ValidationCases::groupName(g.group)))
                   .arg(g.n)
                   .arg(percent(g.median), percent(g.worst), percent(t.median), percent(t.worst))
                   .arg(g.n == 0                                       ? QStringLiteral("no cases")
                        : (g.median <= t.median && g.worst <= t.worst) ? QStringLiteral("met")
                                                                       : QStringLiteral("missed"));
    }
    printMarkdownCells(out, QStringLiteral("framework / serving engine"), report.byFramework);
    printMarkdownCells(out, QStringLiteral("vendor"), report.byVendor);
    out << "\n<details><summary>Every case (measured, estimated, signed error)</summary>\n\n"
        << "| case | metric | measured | estimated | error | unit |\n|---|---|---|---|---|---|\n";
    for (const auto& r : report.results)
        out << QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 |\n")
                   .arg(cell(QString::fromStdString(TerminalText::escaped(r.id))),
                        QString::fromStdString(gp::ValidationCases::metricName(r.metric)), figure(r.measured),
                        r.refused.empty() ? figure(r.estimated) : QStringLiteral("refused"),
                        r.refused.empty() ? percent(r.relativeError, true) : QStringLiteral("-"),
                        QString::fromStdString(gp::ValidationCases::metricUnit(r.metric)));
    out << "\n</details>\n";
}

int run(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Hold the estimates against published measurements: every *.json case in DIR (default "
        "tests/data/validation; format in docs/validation.md). Prints n, the median and the worst relative error per "
        "group, then per group x framework (or serving engine) and per group x vendor, then every case. Exit 3 when "
        "--baseline is given and a group's median is worse than it."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("DIR"), QStringLiteral("Folder of validation cases."),
                                 QStringLiteral("[DIR]"));
    const QCommandLineOption baseline(QStringLiteral("baseline"),
                                      QStringLiteral("Fail (exit 3) when a group's median is worse than in FILE."),
                                      QStringLiteral("FILE"));
    const QCommandLineOption writeBaseline(QStringLiteral("write-baseline"),
                                           QStringLiteral("Write the current n, median and worst per group to FILE."),
                                           QStringLiteral("FILE"));
    const QCommandLineOption markdown(
        QStringLiteral("markdown"),
        QStringLiteral("Print the group table, the breakdown tables and every case as Markdown (README's "
                       "validation block) instead."));
    parser.addOption(baseline);
    parser.addOption(writeBaseline);
    parser.addOption(markdown);
    const CommandSupport::CatalogOptions catalogOptions;
    catalogOptions.addTo(parser);
    if (const auto stop = CommandSupport::parseOrStop(parser, QStringLiteral("validate"), arguments))
        return *stop;
    if (parser.positionalArguments().size() > 1)
        return fail(ExitCode::InvalidInput, QStringLiteral("DIR: give at most one folder; see --help"));
    const QString dir = parser.positionalArguments().isEmpty() ? QStringLiteral("tests/data/validation")
                                                               : parser.positionalArguments().first();

    QString catalogError;
    int catalogCode = ExitCode::Failure;
    const std::optional<gp::CatalogSnapshot> catalog = catalogOptions.open(parser, &catalogError, &catalogCode);
    if (!catalog)
        return fail(catalogCode, catalogError);

    std::vector<gp::ValidationFileError> unreadable;
    const std::vector<gp::ValidationCase> cases = gp::ValidationSuite::loadDirectory(dir.toStdString(), &unreadable);
    const gp::ValidationReport report = gp::ValidationSuite::runAll(cases, *catalog);

    QTextStream out(stdout);
    if (parser.isSet(markdown))
        printMarkdown(out, report);
    else
        printReport(out, report, dir);
    out.flush();

    int code = ExitCode::Ok;
    for (const auto& f : unreadable)
        for (const auto& e : f.errors)
            code = fail(ExitCode::InvalidInput,
                        QStringLiteral("%1: %2: %3")
                            .arg(QString::fromStdString(f.file),
                                 QString::fromStdString(e.field.empty() ? std::string("(document)") : e.field),
                                 QString::fromStdString(e.message)));
    for (const auto& r : report.results)
        if (!r.refused.empty())
            code =
                fail(ExitCode::InvalidInput, QStringLiteral("%1: the engine refused the scenario: %2")
                                                 .arg(QString::fromStdString(r.id), QString::fromStdString(r.refused)));
    if (cases.empty() && unreadable.empty())
        code = fail(ExitCode::InvalidInput, QStringLiteral("DIR: no validation cases in %1").arg(dir));

    if (parser.isSet(writeBaseline)) {
        const QString target = parser.value(writeBaseline);
        QString why;
        if (!CommandSupport::checkOutputPath(target, &why))
            return fail(ExitCode::InvalidInput, QStringLiteral("--write-baseline: %1").arg(why));
        if (!AtomicFile::write(target, QByteArray::fromStdString(gp::ValidationSuite::baselineJson(report)), &why))
            return fail(ExitCode::Failure, QStringLiteral("cannot write %1: %2").arg(target, why));
    }
    if (parser.isSet(baseline)) {
        std::string text;
        QString readError;
        if (const int readCode = CommandSupport::readInput(parser.value(baseline), &text, &readError))
            return fail(readCode, readError);
        const auto worse = gp::ValidationSuite::regressions(report, text);
        for (const auto& w : worse)
            fail(kWorseThanBaseline, QString::fromStdString(w));
        if (!worse.empty() && code == ExitCode::Ok)
            code = kWorseThanBaseline;
    }
    return code;
}

const bool registered = CommandRegistry::add(
    QStringLiteral("validate"),
    {QStringLiteral("Hold the estimates against published measurements (median and worst error per group)"), run});

} // namespace
