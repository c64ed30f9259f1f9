// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// `gpu-planner export PLAN.gpuplan -o proposal.pdf`: the workspace's proposal as PDF, HTML or Markdown
// (by the output's suffix), without a display: main() runs this verb on the offscreen platform. Exit 0 ok,
// 2 for a bad plan file or option (the field or option is named on stderr), 1 when a file cannot be read
// or written or the catalog cannot be opened.
#include "CommandRegistry.h"
#include "CommandSupport.h"
#include "GuiVerbs.h"

#include "common/TerminalText.h"
#include "document/WorkspaceFile.h"
#include "proposal/ProposalExport.h"
#include "proposal/ProposalLogo.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTextStream>

namespace {

int fail(int code, const QString& message) { return CommandSupport::fail(QStringLiteral("export"), code, message); }

int run(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Write the workspace's proposal: cover, executive summary, comparison, charts, the recommended plan "
        "and "
        "every assumption and source. The output's suffix picks the format: .pdf, .html or .md."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("PLAN"), QStringLiteral("The .gpuplan workspace."));
    const QCommandLineOption output({QStringLiteral("o"), QStringLiteral("output")},
                                    QStringLiteral("Write the proposal to FILE (.pdf, .html or .md)."),
                                    QStringLiteral("FILE"));
    const QCommandLineOption sections(QStringLiteral("sections"),
                                      QStringLiteral("Comma-separated sections to include (default: all): summary, "
                                                     "comparison, charts, plan, assumptions."),
                                      QStringLiteral("LIST"));
    const QCommandLineOption currency(
        QStringLiteral("currency"),
        QStringLiteral("Show money in CODE (ISO 4217) instead of the workspace's currency."), QStringLiteral("CODE"));
    const QCommandLineOption paper(QStringLiteral("paper"), QStringLiteral("Paper size: a4 (default) or letter."),
                                   QStringLiteral("SIZE"), QStringLiteral("a4"));
    const QCommandLineOption scenario(
        QStringLiteral("scenario"),
        QStringLiteral("Include the scenario named NAME (or with that id); repeat for more. "
                       "Default: every scenario."),
        QStringLiteral("NAME"));
    const QCommandLineOption logo(QStringLiteral("logo"), QStringLiteral("Show the image FILE on the cover."),
                                  QStringLiteral("FILE"));
    const QCommandLineOption author(QStringLiteral("author"), QStringLiteral("The cover's author."),
                                    QStringLiteral("NAME"));
    const QCommandLineOption date(QStringLiteral("date"),
                                  QStringLiteral("The cover's date, YYYY-MM-DD (default: today)."),
                                  QStringLiteral("DATE"));
    parser.addOptions({output, sections, currency, paper, scenario, logo, author, date});
    const CommandSupport::CatalogOptions catalogOptions;
    catalogOptions.addTo(parser);
    if (const auto stop = CommandSupport::parseOrStop(parser, QStringLiteral("export"), arguments))
        return *stop;
    if (parser.positionalArguments().size() != 1)
        return fail(ExitCode::InvalidInput, QStringLiteral("PLAN: give exactly one .gpuplan file; see --help"));
    if (!parser.isSet(output))
        return fail(ExitCode::InvalidInput, QStringLiteral("--output: name the file to write (-o proposal.pdf)"));
    const QString path = parser.positionalArguments().first();
    const QString outputPath = parser.value(output);
    if (!ProposalExport::formatFor(outputPath))
        return fail(
            ExitCode::InvalidInput,
            QStringLiteral("--output %1: name a .pdf, .html or .md file").arg(TerminalText::shortened(outputPath)));
    if (QString why; !CommandSupport::checkOutputPath(outputPath, &why))
        return fail(ExitCode::InvalidInput, QStringLiteral("--output: %1").arg(why));

    ProposalOptions options;
    if (parser.isSet(sections)) {
        options.sections.clear();
        for (const QString& name : parser.value(sections).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const auto section = ProposalOptions::sectionFromName(name);
            if (!section)
                return fail(ExitCode::InvalidInput,
                            QStringLiteral("--sections: unknown section '%1' (summary, comparison, "
                                           "charts, plan, assumptions)")
                                .arg(TerminalText::shortened(name.trimmed())));
            if (!options.sections.contains(*section))
                options.sections << *section;
        }
    }
    // ",,," or "" named no section: a proposal of nothing but its cover is never what was meant.
    if (parser.isSet(sections) && options.sections.isEmpty())
        return fail(ExitCode::InvalidInput,
                    QStringLiteral("--sections: names no section; give one or more of summary, comparison, charts, "
                                   "plan, assumptions, separated by commas (or leave --sections out for all)"));
    const QString paperName = parser.value(paper).toLower();
    if (paperName == QLatin1String("a4"))
        options.paper = QPageSize::A4;
    else if (paperName == QLatin1String("letter"))
        options.paper = QPageSize::Letter;
    else
        return fail(ExitCode::InvalidInput,
                    QStringLiteral("--paper: '%1' is neither a4 nor letter").arg(parser.value(paper)));
    options.currency = parser.value(currency).toUpper();
    options.author = parser.value(author);
    if (parser.isSet(date)) {
        options.date = QDate::fromString(parser.value(date), Qt::ISODate);
        if (!options.date.isValid())
            return fail(ExitCode::InvalidInput,
                        QStringLiteral("--date: '%1' is not a date (YYYY-MM-DD)").arg(parser.value(date)));
    }
    if (parser.isSet(logo)) {
        options.logoPath = parser.value(logo);
        if (!QFileInfo(options.logoPath).isReadable())
            return fail(ExitCode::Failure,
                        QStringLiteral("--logo: cannot read %1").arg(QDir::toNativeSeparators(options.logoPath)));
        // Not an image, or an SVG that references files outside itself (ProposalLogo): refused, not dropped.
        if (QString why; ProposalLogo::load(options.logoPath, &why).isNull())
            return fail(ExitCode::InvalidInput, QStringLiteral("--logo: ") + why);
    }

    // The one bounded reader every verb uses (common/BoundedFile.h): the size is checked before anything is
    // read, and the read stops one byte past the limit, so /dev/zero or a 3 GB file is refused at once.
    std::string text;
    QString error;
    if (const int code = CommandSupport::readInput(path, &text, &error))
        return fail(code, error);
    WorkspaceData data;
    if (!WorkspaceFile::parse(QByteArray::fromStdString(text), QDir::toNativeSeparators(path), data, &error))
        return fail(ExitCode::InvalidInput, error);
    for (const QString& wanted : parser.values(scenario)) {
        QString id;
        for (const WorkspaceScenario& s : data.scenarios)
            if (s.name == wanted || s.id == wanted)
                id = s.id;
        if (id.isEmpty())
            return fail(ExitCode::InvalidInput, QStringLiteral("--scenario: the workspace has no scenario named '%1'")
                                                    .arg(TerminalText::shortened(wanted)));
        options.scenarioIds << id;
    }

    QString catalogError;
    const std::optional<gp::CatalogSnapshot> catalog = catalogOptions.open(parser, &catalogError);
    if (!catalog)
        return fail(ExitCode::Failure, catalogError);

    const ProposalExport::Result result = ProposalExport::write(data, *catalog, options, outputPath);
    if (!result.ok)
        return fail(result.badInput ? ExitCode::InvalidInput : ExitCode::Failure, result.error);
    return ExitCode::Ok;
}

const bool registered = CommandRegistry::add(QStringLiteral("export"), {GuiVerbs::exportSummary(), run, true});

} // namespace
