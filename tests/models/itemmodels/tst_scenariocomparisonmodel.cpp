// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The comparison table shows exactly PlanningEngine's numbers for each scenario (what-if applied), flags
// the best value of each row, blanks what does not apply (with the reason or the field errors), explains
// each cell, and copies as CSV. Checked under QAbstractItemModelTester from an empty workspace on.
#include "../document/DocumentTestData.h"
#include "TestSupport.h"
#include "document/Workspace.h"
#include "itemmodels/ComparisonExplanationFormatter.h"
#include "itemmodels/ScenarioComparisonModel.h"

#include <QAbstractItemModelTester>
#include <QFont>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>

using namespace DocumentTestData;
using M = ScenarioComparisonModel;

namespace {
// The headline: the cheapest on-demand line of the scenario's own GPU in instances that hold its node,
// worked out here from the engine's cost lines.
const gp::CostLine* cheapest(const gp::Estimate& e)
{
    const gp::CostLine* best = nullptr;
    for (const auto& c : e.costs)
        if (c.gpuMatchesScenario && c.holdsNode && c.tier == "on_demand" && (!best || c.costPerRun < best->costPerRun))
            best = &c;
    return best;
}
} // namespace

class TestScenarioComparisonModel : public QObject {
    Q_OBJECT

    std::unique_ptr<Workspace> ws;
    std::unique_ptr<M> model;
    std::unique_ptr<QAbstractItemModelTester> tester;
    gp::EstimateResult train, serve;

    double value(int row, int column) const { return model->data(model->index(row, column), M::ValueRole).toDouble(); }
    QString text(int row, int column) const { return model->data(model->index(row, column)).toString(); }
    bool best(int row, int column) const { return model->data(model->index(row, column), M::IsBestRole).toBool(); }

private Q_SLOTS:
    void initTestCase() { TestSupport::isolateUserState(); }

    void init()
    {
        ws = std::make_unique<Workspace>();
        ws->setCatalog(catalog());
        model = std::make_unique<M>(ws.get());
        tester = std::make_unique<QAbstractItemModelTester>(model.get(),
                                                            QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model->columnCount(), 0);
        QCOMPARE(model->rowCount(), int(M::RowCount));
        ws->addScenario(trainingScenario(), QStringLiteral("Train"));
        ws->addScenario(inferenceScenario(), QStringLiteral("Serve"));
        train = engine(trainingScenario(), QStringLiteral("Train"), QStringLiteral("USD"));
        serve = engine(inferenceScenario(), QStringLiteral("Serve"), QStringLiteral("USD"));
        QVERIFY(train.ok());
        QVERIFY(serve.ok());
        QVERIFY(train.estimate->fits);
        QVERIFY(serve.estimate->fits);
    }

    void cleanup()
    {
        tester.reset();
        model.reset();
        ws.reset();
    }

    void showsExactlyTheEnginesNumbers()
    {
        QCOMPARE(model->columnCount(), 2);
        QCOMPARE(model->headerData(0, Qt::Horizontal).toString(), QStringLiteral("Train"));
        QCOMPARE(model->headerData(1, Qt::Horizontal, Qt::DecorationRole).value<QColor>(), Workspace::paletteColour(1));
        const gp::Estimate& t = *train.estimate;
        const gp::Estimate& s = *serve.estimate;
        QCOMPARE(value(M::MemoryPerGpuRow, 0), t.memory.totalGb());
        QCOMPARE(value(M::MemoryPerGpuRow, 1), s.memory.totalGb());
        QCOMPARE(text(M::FitsRow, 0), QStringLiteral("fits"));
        QCOMPARE(value(M::GpusNeededRow, 0), 8.0);
        QCOMPARE(value(M::GpusNeededRow, 1), 1.0);
        QCOMPARE(value(M::TrainingHoursRow, 0), t.training->wallClockHours);
        QCOMPARE(value(M::GpuHoursRow, 0), t.training->gpuHours);
        QCOMPARE(value(M::TokensPerSecondRow, 0), t.training->tokensPerSecond);
        QCOMPARE(value(M::TokensPerSecondRow, 1), s.inference->tokensPerSecond);
        // A narrow cell says "tok/s"; the display text (CSV, proposal) keeps "tokens/s".
        QVERIFY(text(M::TokensPerSecondRow, 0).endsWith(QStringLiteral(" tokens/s")));
        QCOMPARE(model->data(model->index(M::TokensPerSecondRow, 0), M::CompactTextRole).toString(),
                 text(M::TokensPerSecondRow, 0).replace(QStringLiteral("tokens/s"), QStringLiteral("tok/s")));
        QVERIFY(!model->data(model->index(M::MemoryPerGpuRow, 0), M::CompactTextRole).isValid());
        // MFU: the engine's achieved figure (a fraction), shown as a percentage; training only.
        QCOMPARE(value(M::MfuRow, 0), t.training->achievedMfu);
        QVERIFY(t.training->achievedMfu > 0 && t.training->achievedMfu < 1);
        QCOMPARE(text(M::MfuRow, 0), QStringLiteral("%1%").arg(100.0 * t.training->achievedMfu, 0, 'f', 1));
        QCOMPARE(text(M::MfuRow, 1), QStringLiteral("\u2014"));
        QCOMPARE(model->bestColumn(M::MfuRow), -1); // one training scenario: nothing to be best against
        QCOMPARE(value(M::TimeToFirstTokenRow, 1), s.inference->timeToFirstTokenSeconds);
        QCOMPARE(value(M::TimePerOutputTokenRow, 1), s.inference->timePerOutputTokenSeconds);
        QCOMPARE(value(M::CostPerRunRow, 0), cheapest(t)->costPerRun);
        QCOMPARE(value(M::CostPerMillionTokensRow, 0), cheapest(t)->costPerMillionTokens);
        QCOMPARE(value(M::CostPerRunRow, 1), cheapest(s)->costPerRun);
        // Serving one GPU: the headline is on-demand, so the whole 8-GPU box at 32 USD an hour (8 GPUs billed
        // for the 1 the plan uses). The spot H100 at 2.50 USD is cheaper but interruptible: listed, not headline.
        QCOMPARE(cheapest(s)->offerKey, std::string("h100-8x"));
        QCOMPARE(value(M::CostPerRunRow, 1), 32.0);
        QCOMPARE(value(M::BilledGpusRow, 1), 8.0);
        QCOMPARE(text(M::PriceTierRow, 1), QStringLiteral("on-demand"));
        QCOMPARE(text(M::PricedOfferRow, 1), QStringLiteral("Test Cloud"));
        QVERIFY(model->data(model->index(M::PricedOfferRow, 1), Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("offer h100-8x")));
        // The serving plan has no target: "target met" does not apply; requests/s served is the engine's.
        QCOMPARE(text(M::TargetMetRow, 1), QStringLiteral("\u2014"));
        QCOMPARE(value(M::AchievedRequestsRow, 1), s.inference->achievedRequestsPerSecond);
        QCOMPARE(model->data(model->index(M::BoundRow, 0), M::ValueRole).toInt(), int(t.training->bound));
        QCOMPARE(model->headerData(M::CostPerRunRow, Qt::Vertical, M::FullLabelRole).toString(),
                 QStringLiteral("Cost per run or serving hour (USD)"));
        // The row header is compact; its tooltip has the full label with the unit.
        QCOMPARE(model->headerData(M::CostPerRunRow, Qt::Vertical).toString(), QStringLiteral("Cost / run or h"));
        QVERIFY(model->headerData(M::MemoryPerGpuRow, Qt::Vertical, Qt::ToolTipRole).toString() ==
                QStringLiteral("Memory per GPU (GB)"));
    }

    void blanksWhatDoesNotApply()
    {
        for (int row : {int(M::TrainingHoursRow), int(M::GpuHoursRow)}) {
            const QModelIndex i = model->index(row, 1);
            QCOMPARE(model->data(i).toString(), QStringLiteral("\u2014"));
            QVERIFY(!model->data(i, M::ValueRole).isValid());
            QCOMPARE(model->data(i, M::ApplicableRole).toBool(), false);
            QCOMPARE(model->data(i, Qt::ToolTipRole).toString(), QStringLiteral("applies to training scenarios only"));
            QVERIFY(!model->data(i, M::ExplanationRole).isValid());
        }
        QCOMPARE(text(M::TimeToFirstTokenRow, 0), QStringLiteral("\u2014"));
    }

    void longNamesAreShortenedInTheHeaderOnly()
    {
        // 38 characters: the header keeps the first 15 and the last 8 (" 8x A100") around an ellipsis, 24 in
        // all; the tooltip and the CSV keep the whole name.
        const QString name = QStringLiteral("Llama 3.1 8B full fine-tune on 8x A100");
        QCOMPARE(name.size(), 38);
        ws->renameScenario(0, name);
        QCOMPARE(model->headerData(0, Qt::Horizontal).toString(), QStringLiteral("Llama 3.1 8B fu\u2026 8x A100"));
        QVERIFY(model->headerData(0, Qt::Horizontal, Qt::ToolTipRole).toString().startsWith(name));
        QVERIFY(model->toCsv().contains(name));
        ws->renameScenario(0, QStringLiteral("Short"));
        QCOMPARE(model->headerData(0, Qt::Horizontal).toString(), QStringLiteral("Short"));
    }

    void invalidScenarioSaysErrorWithItsErrors()
    {
        gp::Scenario broken = trainingScenario();
        broken.hardware.gpuKey = "no-such-gpu";
        ws->addScenario(broken, QStringLiteral("Broken"));
        QCOMPARE(model->columnCount(), 3);
        // "error" in every row, in red, not the "—" of a figure that does not apply (visual QA: the two
        // read alike); the header in red as well.
        for (int row = 0; row < M::RowCount; ++row) {
            QCOMPARE(text(row, 2), QStringLiteral("error"));
            QVERIFY(!best(row, 2));
            QVERIFY(model->data(model->index(row, 2), Qt::ForegroundRole).isValid());
        }
        QVERIFY(model->headerData(2, Qt::Horizontal, Qt::ForegroundRole).isValid());
        QVERIFY(!model->headerData(0, Qt::Horizontal, Qt::ForegroundRole).isValid());
        const QString tip = model->data(model->index(M::MemoryPerGpuRow, 2), Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QStringLiteral("hardware.gpu_key")), qPrintable(tip));
        QVERIFY2(
            model->headerData(2, Qt::Horizontal, Qt::ToolTipRole).toString().contains(QStringLiteral("no-such-gpu")),
            "the header tooltip names the error too");
    }

    void flagsTheBestOfEachRow()
    {
        gp::Scenario longer = trainingScenario();
        longer.training.tokens = 2e9; // the same run on twice the data: slower and dearer
        ws->addScenario(longer, QStringLiteral("Train 2B"));
        const auto longerResult = engine(longer, QStringLiteral("Train 2B"), QStringLiteral("USD"));
        QVERIFY(longerResult.ok());
        QVERIFY(longerResult.estimate->training->wallClockHours > train.estimate->training->wallClockHours);
        // Training rows: only the two training scenarios compete; the shorter run wins.
        QVERIFY(best(M::TrainingHoursRow, 0));
        QVERIFY(!best(M::TrainingHoursRow, 2));
        QVERIFY(!best(M::TrainingHoursRow, 1));
        QCOMPARE(model->bestColumn(M::GpuHoursRow), 0);
        QCOMPARE(model->data(model->index(M::TrainingHoursRow, 0), Qt::FontRole).value<QFont>().bold(), true);
        QVERIFY(model->data(model->index(M::TrainingHoursRow, 0), Qt::BackgroundRole).isValid());
        QVERIFY(!model->data(model->index(M::TrainingHoursRow, 2), Qt::FontRole).isValid());
        // Memory: lower wins. The two training scenarios tie (tokens do not change memory): both are best.
        const double trainMem = train.estimate->memory.totalGb(), serveMem = serve.estimate->memory.totalGb();
        const int memoryWinner = serveMem < trainMem ? 1 : 0;
        QVERIFY(best(M::MemoryPerGpuRow, memoryWinner));
        QVERIFY(!best(M::MemoryPerGpuRow, 1 - memoryWinner));
        QCOMPARE(best(M::MemoryPerGpuRow, 2), best(M::MemoryPerGpuRow, 0));
        // Tokens per second: higher wins, among the training scenarios only (tokens trained and tokens
        // served are different things); the one serving scenario has nothing of its kind to beat.
        const int fastest = value(M::TokensPerSecondRow, 2) > value(M::TokensPerSecondRow, 0) ? 2 : 0;
        QVERIFY(best(M::TokensPerSecondRow, fastest));
        QVERIFY(!best(M::TokensPerSecondRow, 1));
        // Likewise the cost rows: 313 USD a run and 0.79 USD an hour of serving are not one ranking, even
        // though the hour is the smaller number.
        QVERIFY(best(M::CostPerRunRow, 0));
        QVERIFY(!best(M::CostPerRunRow, 1));
        QVERIFY(value(M::CostPerRunRow, 1) < value(M::CostPerRunRow, 0));
        // Inference-only rows have one value: nothing to compare, nothing flagged.
        QCOMPARE(model->bestColumn(M::TimeToFirstTokenRow), -1);
        // Fits and bound are not rankings.
        QCOMPARE(model->bestColumn(M::FitsRow), -1);
        QCOMPARE(model->bestColumn(M::BoundRow), -1);
    }

    void aPlanThatMissesItsTargetIsNeverBest()
    {
        // Two serving plans: "Serve" as set up, and "Serve, 1 ms TTFT" whose first-token target (1 ms) no GPU
        // count reaches. The engine prices the second at what it achieves, so its cost per million tokens
        // can be as low as the first's; bolding it would recommend a plan that does not do what was asked.
        gp::Scenario impossible = inferenceScenario();
        impossible.inference.targetTtftSeconds = 0.001;
        ws->addScenario(impossible, QStringLiteral("Serve, 1 ms TTFT"));
        const auto missed = engine(impossible, QStringLiteral("Serve, 1 ms TTFT"), QStringLiteral("USD"));
        QVERIFY(missed.ok());
        QVERIFY(missed.estimate->fits);
        QVERIFY(missed.estimate->inference->targetMet.has_value());
        QVERIFY(!*missed.estimate->inference->targetMet);
        QCOMPARE(text(M::TargetMetRow, 2), QStringLiteral("no"));
        QVERIFY(value(M::CostPerMillionTokensRow, 2) > 0);
        QVERIFY(value(M::CostPerMillionTokensRow, 2) <= value(M::CostPerMillionTokensRow, 1));
        QVERIFY(!best(M::CostPerMillionTokensRow, 2));
        // One serving plan left that meets its (absent) target: nothing of its kind to compare, no bold.
        QCOMPARE(model->bestColumn(M::CostPerMillionTokensRow), -1);
        QVERIFY(!best(M::TimeToFirstTokenRow, 2));
    }

    void explainsEachCell()
    {
        const QVariant v = model->data(model->index(M::TrainingHoursRow, 0), M::ExplanationRole);
        QVERIFY(v.isValid());
        const auto e = v.value<gp::Explanation>();
        QCOMPARE(e.figure, std::string("training_hours"));
        QCOMPARE(e.value, train.estimate->training->wallClockHours);
        const auto cost = model->data(model->index(M::CostPerRunRow, 1), M::ExplanationRole).value<gp::Explanation>();
        QCOMPARE(cost.figure, std::string("cost_per_run"));
        QCOMPARE(cost.value, 32.0);
        // The why panel lists the spot alternative: 1 spot GPU x 2.50 USD for the hour.
        const auto spot = std::find_if(cost.inputs.begin(), cost.inputs.end(), [](const gp::ExplanationInput& in) {
            return in.name == "cheapest spot (interruptible)";
        });
        QVERIFY(spot != cost.inputs.end());
        QCOMPARE(spot->value, 2.5);
        const auto gpus = model->data(model->index(M::GpusNeededRow, 0), M::ExplanationRole).value<gp::Explanation>();
        QCOMPARE(gpus.value, 8.0);
        QCOMPARE(gpus.formula, std::string("GPUs per node x nodes"));
        const QString html = model->data(model->index(M::MemoryPerGpuRow, 0), M::ExplanationHtmlRole).toString();
        QVERIFY(html.contains(QStringLiteral("<b>")));
    }

    void explanationHtmlEscapesText()
    {
        gp::Explanation e;
        e.label = "<script>alert(1)</script>";
        e.formula = "a < b && c > d";
        e.inputs = {{"x \"quoted\"", 2, "GB", "<i>user</i>"}};
        e.sources = {{"offers", "o<1>", "Vendor & Co <page>", "2026-01"}};
        e.citation = "</p>";
        const QString html = ComparisonExplanationFormatter::toHtml(e);
        QVERIFY(!html.contains(QStringLiteral("<script>")));
        QVERIFY(html.contains(QStringLiteral("&lt;script&gt;alert(1)&lt;/script&gt;")));
        QVERIFY(html.contains(QStringLiteral("a &lt; b &amp;&amp; c &gt; d")));
        QVERIFY(html.contains(QStringLiteral("&lt;i&gt;user&lt;/i&gt;")));
        QVERIFY(html.contains(QStringLiteral("Vendor &amp; Co &lt;page&gt;")));
        QVERIFY(html.contains(QStringLiteral("Source: &lt;/p&gt;")));
    }

    void explanationValuesStayOnOneLine()
    {
        // The why dock is about 240 px wide: a ten-digit value with its unit must not be broken.
        gp::Explanation e;
        e.label = "Training time (wall clock)";
        e.value = 13.6;
        e.unit = "h";
        e.inputs = {{"D (tokens)", 2e9, "tokens", "scenario"},
                    {"steps", 7629, "", "D / (global batch x sequence length)"}};
        QTextDocument doc;
        doc.setHtml(ComparisonExplanationFormatter::toHtml(e));
        doc.setTextWidth(240);
        doc.size(); // lays the document out
        const QString value = ComparisonExplanationFormatter::formatNumber(2e9, "tokens");
        // The input is one paragraph "D (tokens): 2,000,000,000 tokens": the value's first and last
        // characters are on the same line, however the name before it wraps.
        bool found = false;
        for (QTextBlock b = doc.begin(); b.isValid(); b = b.next()) {
            const int at = QString(b.text()).replace(QChar::Nbsp, QLatin1Char(' ')).indexOf(value);
            if (at < 0)
                continue;
            found = true;
            QCOMPARE(b.layout()->lineForTextPosition(at).lineNumber(),
                     b.layout()->lineForTextPosition(at + int(value.size()) - 1).lineNumber());
        }
        QVERIFY2(found, qPrintable(value));
        // A whole-number input reads as one ("7,629", not "7,629.00"); the headline keeps its precision.
        const QString plain = doc.toPlainText().replace(QChar::Nbsp, QLatin1Char(' '));
        QVERIFY2(plain.contains(QStringLiteral("steps: ") + QLocale().toString(7629.0, 'f', 0) + QLatin1Char('\n')),
                 qPrintable(plain));
        QVERIFY2(plain.contains(QStringLiteral("= ") + ComparisonExplanationFormatter::formatNumber(13.6, "h")),
                 qPrintable(plain));
    }

    void followsEditsAndWhatIf()
    {
        ws->renameScenario(1, QStringLiteral("Serving"));
        QCOMPARE(model->headerData(1, Qt::Horizontal).toString(), QStringLiteral("Serving"));
        ws->moveScenario(0, 1);
        QCOMPARE(model->headerData(0, Qt::Horizontal).toString(), QStringLiteral("Serving"));
        QCOMPARE(value(M::TrainingHoursRow, 1), train.estimate->training->wallClockHours);
        const double cost = value(M::CostPerRunRow, 1);
        ws->setWhatIfPriceFactor(50);
        QCOMPARE(value(M::CostPerRunRow, 1), cost * 0.5);
        ws->removeScenario(0);
        QCOMPARE(model->columnCount(), 1);
        ws->undoStack()->undo();
        ws->undoStack()->undo();
        ws->undoStack()->undo();
        QCOMPARE(model->columnCount(), 2);
        QCOMPARE(model->headerData(0, Qt::Horizontal).toString(), QStringLiteral("Train"));
    }

    void marksWhatIfFigures()
    {
        // Neutral: nothing marked, names as saved.
        for (int row = 0; row < M::RowCount; ++row)
            QVERIFY(!model->data(model->index(row, 0), M::IsWhatIfRole).toBool());
        // MFU 30%: training time and cost move, memory per GPU does not (MFU is not in the memory model).
        ws->setWhatIfMfu(0.3);
        QVERIFY(model->data(model->index(M::TrainingHoursRow, 0), M::IsWhatIfRole).toBool());
        QVERIFY(model->data(model->index(M::CostPerRunRow, 0), M::IsWhatIfRole).toBool());
        QVERIFY(!model->data(model->index(M::MemoryPerGpuRow, 0), M::IsWhatIfRole).toBool());
        QVERIFY(text(M::TrainingHoursRow, 0).endsWith(M::whatIfMark()));
        QVERIFY(!text(M::MemoryPerGpuRow, 0).endsWith(M::whatIfMark()));
        QVERIFY(model->data(model->index(M::TrainingHoursRow, 0), Qt::FontRole).value<QFont>().italic());
        // The tooltip gives the scenario's own figure (the engine's, without the what-if).
        const QString own = ComparisonExplanationFormatter::formatNumber(train.estimate->training->wallClockHours, "h");
        const QString tip = model->data(model->index(M::TrainingHoursRow, 0), Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(own) && tip.contains(QStringLiteral("MFU 30%")), qPrintable(tip));
        QCOMPARE(model->headerData(0, Qt::Horizontal).toString(), QStringLiteral("Train (what-if)"));
        QVERIFY(model->headerData(0, Qt::Horizontal, Qt::FontRole).value<QFont>().italic());
        QVERIFY(!M::whatIfLegend().isEmpty());

        // GPU step onto the H100: the A100 training column is named after its 8 H100s, priced at Test
        // Cloud's on-demand 8x H100 (same provider, tier and size).
        ws->resetWhatIf();
        ws->setWhatIfGpuStep(std::string("h100"));
        QCOMPARE(model->headerData(0, Qt::Horizontal).toString(),
                 QStringLiteral("8x H100 SXM 80GB\n(what-if, was Train)"));
        QVERIFY(model->headerData(0, Qt::Horizontal, Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("same provider and tier")));
        QCOMPARE(ws->whatIfSnapshotName(0), QStringLiteral("8x H100 SXM 80GB (what-if of Train)"));
        // Priced at the H100 offer (the row shows the provider and region, which the two offers share, so the
        // figure that moves is the time; billed per started hour, the cost may land on the same amount).
        QCOMPARE(ws->estimate(0).estimate->headline()->offerKey, std::string("h100-8x"));
        QVERIFY(model->data(model->index(M::TrainingHoursRow, 0), M::IsWhatIfRole).toBool());
        // The serving column already runs on the H100: untouched, unmarked.
        QCOMPARE(model->headerData(1, Qt::Horizontal).toString(), QStringLiteral("Serve"));
        for (int row = 0; row < M::RowCount; ++row)
            QVERIFY(!model->data(model->index(row, 1), M::IsWhatIfRole).toBool());
    }

    void outlivesItsWorkspace()
    {
        ws.reset(); // the tester checks the reset
        QCOMPARE(model->columnCount(), 0);
        QCOMPARE(model->rowCount(), int(M::RowCount));
        QCOMPARE(model->toCsv().count(QStringLiteral("\r\n")), int(M::RowCount) + 1); // labels only
    }

    void copiesAsCsv()
    {
        ws->renameScenario(0, QStringLiteral("=SUM(A1), \"quoted\""));
        const QStringList lines = model->toCsv().split(QStringLiteral("\r\n"));
        QCOMPARE(lines.size(), int(M::RowCount) + 2); // header, rows, and the empty string after the last CRLF
        QCOMPARE(lines.first(), QStringLiteral("Figure,Unit,\"'=SUM(A1), \"\"quoted\"\"\",Serve"));
        QCOMPARE(lines[1 + M::MemoryPerGpuRow], QStringLiteral("Memory per GPU,GB,%1,%2")
                                                    .arg(QString::number(train.estimate->memory.totalGb(), 'g', 10),
                                                         QString::number(serve.estimate->memory.totalGb(), 'g', 10)));
        QCOMPARE(lines[1 + M::TrainingHoursRow],
                 QStringLiteral("Training time,h,%1,")
                     .arg(QString::number(train.estimate->training->wallClockHours, 'g', 10)));
        QCOMPARE(lines[1 + M::FitsRow], QStringLiteral("Fits in GPU memory,,fits,fits"));
        QCOMPARE(lines[1 + M::CostPerRunRow],
                 QStringLiteral("Cost per run or serving hour,USD,%1,32")
                     .arg(QString::number(cheapest(*train.estimate)->costPerRun, 'g', 10)));
        QCOMPARE(lines[1 + M::PriceTierRow], QStringLiteral("Price tier,,on-demand,on-demand"));
        QCOMPARE(lines[1 + M::BilledGpusRow], QStringLiteral("GPUs billed,GPUs,8,8"));
        // The offer row says which offer each cost comes from, whole: provider, tier, instances x GPUs billed
        // and the offer's key (the table's cell keeps only "Test Cloud").
        const gp::CostLine* trainOffer = cheapest(*train.estimate);
        QVERIFY(trainOffer);
        QCOMPARE(lines[1 + M::PricedOfferRow].section(QLatin1Char(','), 0, 1), QStringLiteral("Priced at,"));
        QVERIFY2(
            lines[1 + M::PricedOfferRow].contains(QStringLiteral("Test Cloud, on-demand; 1 instance x 8 GPUs = 8 GPUs "
                                                                 "billed; offer %1")
                                                      .arg(QString::fromStdString(trainOffer->offerKey))),
            qPrintable(lines[1 + M::PricedOfferRow]));
        QCOMPARE(lines.last(), QString());
    }
};

QTEST_MAIN(TestScenarioComparisonModel) // a GUI application: one test lays explanation HTML out
#include "tst_scenariocomparisonmodel.moc"
