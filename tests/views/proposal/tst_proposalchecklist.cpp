// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The proposal's platform checklist section (issue 14), from evaluations kept in the workspace the way the
// checklist wizard keeps them (a real run against the shipped catalog): none kept, no section; kept, the
// section shows the evaluation's own scores (chart and table), its blocking gaps and cautions, the team's
// answers and the DPDP caution, the recommended plan's first; the PDF (pdftotext) carries the gaps; hostile
// evaluation names, answers and gap text stay literal in the PDF document, HTML and Markdown and load nothing.
#include "TestSupport.h"

#include "catalog/CatalogStore.h"
#include "checklist/ChecklistEvaluator.h"
#include "document/Workspace.h"
#include "document/WorkspaceChecklistRecord.h"
#include "document/WorkspaceFile.h"
#include "proposal/ProposalContentBuilder.h"
#include "proposal/ProposalHtmlWriter.h"
#include "proposal/ProposalMarkdownWriter.h"
#include "proposal/ProposalPrinter.h"
#include "proposal/ProposalWorkspace.h"

#include "text/MessageText.h"
#include <QPdfWriter>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTextDocument>

#include <QtTest>

#include <cmath>

namespace {
class CountingDocument : public QTextDocument {
public:
    QList<QUrl> requests;

protected:
    QVariant loadResource(int, const QUrl& name) override
    {
        requests << name;
        return {};
    }
};

QString collapsed(QString s) { return s.replace(QRegularExpression(QStringLiteral("\\s+")), QStringLiteral(" ")); }

QVector<const ProposalBlock*> blocksOf(const ProposalContent& c, ProposalBlock::Kind kind)
{
    QVector<const ProposalBlock*> out;
    for (const ProposalBlock& b : c.blocks)
        if (b.kind == kind)
            out << &b;
    return out;
}

QStringList bulletItems(const ProposalContent& c)
{
    QStringList out;
    for (const ProposalBlock* b : blocksOf(c, ProposalBlock::Kind::Bullets))
        out << b->items;
    return out;
}
} // namespace

class TestProposalChecklist : public QObject {
    Q_OBJECT
    CatalogStore m_store;
    WorkspaceData m_data;
    int m_recommended = -1;
    QString m_missingProvider; // a provider with no offer of the recommended plan's GPU

    ProposalContent content(const WorkspaceData& data, const ProposalOptions& options = {})
    {
        const auto ws = ProposalWorkspace::make(data, m_store.snapshot(), options, nullptr);
        return ws ? ProposalContentBuilder(*ws, options).build() : ProposalContent{};
    }

    // What the wizard's Add to workspace keeps for scenario `index` of `data` (what-if applied as the
    // wizard applies it), with the user's answers.
    WorkspaceChecklistEvaluation kept(const WorkspaceData& data, int index, const std::vector<std::string>& providers,
                                      const QString& name, const ChecklistUserAnswers& user = {})
    {
        Workspace ws(data);
        ws.setCatalog(m_store.snapshot());
        const catalog::ChecklistRun run =
            catalog::runChecklist(m_store, ws.effectiveScenario(index), providers, true, {});
        if (!run.ok())
            return {};
        WorkspaceChecklistEvaluation e = recordChecklistRun(
            run, {name, ws.scenario(index).id, ws.scenario(index).name, QStringLiteral("2026-12-01")}, user);
        e.id = name;
        return e;
    }

private slots:
    void initTestCase()
    {
        TestSupport::isolateUserState();
        QVERIFY(m_store.openShipped());
        QString error;
        QVERIFY2(
            WorkspaceFile::read(QStringLiteral(GP_SOURCE_DIR "/examples/workshop-llama3-8b.gpuplan"), m_data, &error),
            qPrintable(error));
        m_data.checklistEvaluations.clear(); // the example keeps one; each test sets its own
        const auto ws = ProposalWorkspace::make(m_data, m_store.snapshot(), {}, nullptr);
        m_recommended = ProposalContentBuilder(*ws, {}).recommendedIndex();
        QVERIFY(m_recommended >= 0);
        // A provider the catalog lists without the recommended plan's GPU: its blocking gap is certain.
        Workspace probe(m_data);
        probe.setCatalog(m_store.snapshot());
        for (const QVariantMap& row : m_store.rows(QStringLiteral("providers"))) {
            const std::string key = row.value("key").toString().toStdString();
            const auto run =
                catalog::runChecklist(m_store, probe.effectiveScenario(m_recommended), {"aws", key}, true, {});
            if (run.ok() && run.evaluation.platforms.size() == 2)
                for (const auto& g : run.evaluation.platforms[1].gaps)
                    if (g.rule == "gpu-not-offered" && m_missingProvider.isEmpty())
                        m_missingProvider = QString::fromStdString(key);
        }
        QVERIFY(!m_missingProvider.isEmpty());
    }

    void noEvaluationNoSection()
    {
        QVERIFY(m_data.checklistEvaluations.isEmpty());
        const ProposalContent c = content(m_data);
        for (const ProposalBlock& b : c.blocks) {
            QVERIFY(b.text != QLatin1String("Platform checklist"));
            QVERIFY(b.chart.kind != ChartKind::GroupedBars);
        }
    }

    void sectionShowsTheKeptScoresAndGaps()
    {
        WorkspaceData data = m_data;
        const int other = m_recommended == 0 ? 1 : 0;
        const ChecklistUserAnswers user{
            {{"lambda", "sla-and-failure-recovery"}, {false, QStringLiteral("99.9%, credits only")}}};
        // Kept in this order: another plan's first, so the section must put the recommended plan's first.
        data.checklistEvaluations = {kept(data, other, {"aws", "lambda"}, QStringLiteral("Other plan")),
                                     kept(data, m_recommended, {"aws", "lambda", m_missingProvider.toStdString()},
                                          QStringLiteral("Recommended plan"), user)};
        QCOMPARE(data.checklistEvaluations[1].platforms.size(), 3);
        const WorkspaceChecklistEvaluation& e = data.checklistEvaluations[1];
        const ProposalContent c = content(data);

        int heading = -1, first = -1, second = -1;
        for (int i = 0; i < c.blocks.size(); ++i) {
            if (c.blocks[i].kind == ProposalBlock::Kind::Heading &&
                c.blocks[i].text == QLatin1String("Platform checklist"))
                heading = i;
            if (c.blocks[i].kind == ProposalBlock::Kind::Subheading &&
                c.blocks[i].text == QLatin1String("Recommended plan"))
                first = i;
            if (c.blocks[i].kind == ProposalBlock::Kind::Subheading && c.blocks[i].text == QLatin1String("Other plan"))
                second = i;
        }
        QVERIFY(heading >= 0 && first > heading && second > first);
        QVERIFY(c.blocks[first + 1].text.contains(QStringLiteral("(the recommended plan)")));
        QVERIFY(c.blocks[first + 1].text.contains(m_data.scenarios[m_recommended].name));
        QVERIFY(c.blocks[first + 1].text.contains(QStringLiteral("evaluated on 2026-12-01")));

        // The chart: one group per criterion, one bar per platform, the kept scores (NaN = unknown).
        const ProposalBlock& chart = c.blocks[first + 2];
        QCOMPARE(chart.kind, ProposalBlock::Kind::Chart);
        QCOMPARE(chart.chart.kind, ChartKind::GroupedBars);
        QCOMPARE(chart.chart.series.size(), 3);
        QCOMPARE(chart.chart.categories.size(), e.weights.size());
        for (int p = 0; p < 3; ++p) {
            QCOMPARE(chart.chart.series[p].name, e.platforms[p].name);
            for (int k = 0; k < e.weights.size(); ++k) {
                const auto& score = e.platforms[p].criteria[k].score;
                QCOMPARE(e.platforms[p].criteria[k].criterion, e.weights[k].criterion);
                if (score)
                    QCOMPARE(chart.chart.series[p].values[k], *score);
                else
                    QVERIFY(std::isnan(chart.chart.series[p].values[k]));
            }
        }
        // The table: the kept score to two decimals, the share known, the gap counts.
        const ProposalBlock& table = c.blocks[first + 3];
        QCOMPARE(table.kind, ProposalBlock::Kind::Table);
        QCOMPARE(table.table.rows.size(), 3);
        for (int p = 0; p < 3; ++p) {
            QCOMPARE(table.table.rows[p][0], e.platforms[p].name);
            QCOMPARE(table.table.rows[p][1], QString::number(e.platforms[p].score, 'f', 2));
            QCOMPARE(table.table.rows[p][2],
                     QStringLiteral("%1%").arg(100 * e.platforms[p].knownWeightShare, 0, 'f', 0));
        }
        QCOMPARE(table.table.rows[2][3], QStringLiteral("1")); // the missing GPU
        QCOMPARE(table.table.rows[2][5], QStringLiteral("no priced offer"));

        // Every kept gap is listed, prefixed by its platform; the blocking one with the blocking ones.
        const QStringList items = bulletItems(c);
        int blockingListed = 0;
        for (const WorkspaceChecklistEvaluation& ev : data.checklistEvaluations)
            for (const WorkspaceChecklistPlatform& p : ev.platforms)
                for (const WorkspaceChecklistGap& g : p.gaps) {
                    QVERIFY2(items.contains(p.name + QStringLiteral(": ") + g.message), qPrintable(g.message));
                    blockingListed += g.blocking ? 1 : 0;
                }
        QVERIFY(blockingListed >= 1);
        bool missingBlocked = false;
        for (const WorkspaceChecklistGap& g : e.platforms[2].gaps)
            missingBlocked = missingBlocked || (g.blocking && g.rule == QLatin1String("gpu-not-offered"));
        QVERIFY(missingBlocked);
        QVERIFY(items.contains(
            QStringLiteral("Lambda, \u201cWhat are the uptime SLA terms, and what is the provider's process for "
                           "hardware failure recovery during active training runs?\u201d: 99.9%, credits only "
                           "(the team's answer; no catalog source)")));
        // The DPDP caution in full once (both evaluations asked it), the second one pointing back to it.
        int cautions = 0;
        for (const ProposalBlock* b : blocksOf(c, ProposalBlock::Kind::Callout))
            cautions +=
                b->text == QStringLiteral("Data residency: ") + gp::text::render(gp::checklist::dpdpCaution()) ? 1 : 0;
        QCOMPARE(cautions, 1);
        int pointers = 0;
        for (const ProposalBlock* b : blocksOf(c, ProposalBlock::Kind::Paragraph))
            pointers += b->text.contains(QStringLiteral("the DPDP caution above applies")) ? 1 : 0;
        QCOMPARE(pointers, 1);
        for (const WorkspaceChecklistWeight& w : e.weights) // each weight as kept (fine-tuning defaults here)
            QVERIFY2(table.table.note.contains(w.name + QLatin1Char(' ') + QString::number(w.weight)),
                     qPrintable(table.table.note));
        // Each cost names its offer with the catalog row's source and date (the shipped offers have both).
        const gp::CatalogSnapshot catalog = m_store.snapshot();
        int offersNamed = 0;
        for (const WorkspaceChecklistPlatform& p : e.platforms) {
            if (p.costOffer.isEmpty())
                continue;
            const gp::OfferSpec* offer = catalog.offer(p.costOffer.toStdString());
            QVERIFY(offer);
            QVERIFY(!offer->ref.source.empty() && !offer->ref.asOf.empty());
            const QString named = p.name + QStringLiteral(": ") + p.costOffer + QStringLiteral(" (") +
                                  QString::fromStdString(offer->ref.source) + QStringLiteral(", as of ") +
                                  QString::fromStdString(offer->ref.asOf) + QLatin1Char(')');
            QVERIFY2(table.table.note.contains(named), qPrintable(table.table.note));
            ++offersNamed;
        }
        QVERIFY(offersNamed >= 1);

        // Only the plans in the proposal: with the other scenario alone, its evaluation alone, and a note.
        ProposalOptions options;
        options.scenarioIds = {m_data.scenarios[other].id};
        const ProposalContent only = content(data, options);
        bool note = false, recommendedShown = false;
        for (const ProposalBlock& b : only.blocks) {
            note = note ||
                   b.text.contains(QStringLiteral("Not shown: 1 kept evaluation for scenarios not in this proposal."));
            recommendedShown = recommendedShown || b.text == QLatin1String("Recommended plan");
        }
        QVERIFY(note);
        QVERIFY(!recommendedShown);
        // Without the charts section, no checklist either (it is one of its charts).
        options = {};
        options.sections = {ProposalSection::Summary};
        for (const ProposalBlock& b : content(data, options).blocks)
            QVERIFY(b.text != QLatin1String("Platform checklist"));

        // The PDF carries the gaps and the caution (pdftotext, whitespace folded: lines wrap).
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("p.pdf"));
        {
            QPdfWriter writer(pdf);
            writer.setResolution(ProposalPrinter::layoutResolution());
            CountingDocument document;
            QVERIFY(ProposalPrinter::print(c, &writer, QPageSize::A4, &document) > 6);
            QCOMPARE(document.requests, QList<QUrl>{});
        }
        QProcess p;
        p.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
        QVERIFY(p.waitForFinished(60000));
        const QString text =
            collapsed(QString::fromUtf8(p.readAllStandardOutput()).normalized(QString::NormalizationForm_KC));
        QVERIFY(text.contains(QStringLiteral("Platform checklist")));
        for (const WorkspaceChecklistGap& g : e.platforms[2].gaps)
            QVERIFY2(text.contains(collapsed(e.platforms[2].name + QStringLiteral(": ") + g.message)),
                     qPrintable(g.message));
        QVERIFY(text.contains(collapsed(gp::text::render(gp::checklist::dpdpCaution()))));
        if (!qEnvironmentVariableIsEmpty("GP_SCREENSHOT_DIR")) { // for rendering its pages (pdftoppm)
            const QString kept = qEnvironmentVariable("GP_SCREENSHOT_DIR") + QStringLiteral("/proposal-checklist.pdf");
            QFile::remove(kept);
            QVERIFY(QFile::copy(pdf, kept));
        }
    }

    void hostileEvaluationTextIsLiteral()
    {
        WorkspaceData data = m_data;
        const QString answer = QStringLiteral("<img src=\"file:///etc/passwd\"> *yes* | <script>alert(1)</script>");
        data.checklistEvaluations = {kept(data, m_recommended, {"aws", "lambda"},
                                          QStringLiteral("<h1>Eval</h1> <img src=\"https://example.com/t.png\">"),
                                          {{{"lambda", "sla-and-failure-recovery"}, {false, answer}}})};
        WorkspaceChecklistEvaluation& e = data.checklistEvaluations[0];
        e.platforms[1].name = QStringLiteral("<b>Lambda</b>");
        e.platforms[1].gaps.push_back(
            {QStringLiteral("node-size"), true, QStringLiteral("<a href=\"http://x\">gap</a> & more")});
        const ProposalContent c = content(data);

        CountingDocument document;
        QTemporaryDir dir;
        QPdfWriter writer(dir.filePath(QStringLiteral("p.pdf")));
        writer.setResolution(ProposalPrinter::layoutResolution());
        QVERIFY(ProposalPrinter::print(c, &writer, QPageSize::A4, &document) > 6);
        QCOMPARE(document.requests, QList<QUrl>{});
        const QString text = document.toPlainText();
        for (const QString& literal :
             {e.name, answer, QStringLiteral("<b>Lambda</b>: <a href=\"http://x\">gap</a> & more")})
            QVERIFY2(text.contains(literal), qPrintable(literal));

        const QString html = ProposalHtmlWriter::toHtml(c);
        QVERIFY(html.contains(QStringLiteral("&lt;h1&gt;Eval&lt;/h1&gt;")));
        QVERIFY(html.contains(QStringLiteral("&lt;img src=&quot;file:///etc/passwd&quot;&gt;")));
        QVERIFY(!html.contains(QStringLiteral("<script")));
        QVERIFY(!html.contains(QStringLiteral("<b>Lambda")));
        QVERIFY(!html.contains(QStringLiteral("<a href")));
        CountingDocument read;
        read.setHtml(html);
        read.documentLayout();
        read.pageCount();
        for (const QUrl& url : read.requests)
            QVERIFY2(url.scheme() == QLatin1String("data"), qPrintable(url.toString().left(80)));

        const QString md = ProposalMarkdownWriter::toMarkdown(c);
        QVERIFY(!md.contains(QLatin1Char('<')));
        QVERIFY(md.contains(QStringLiteral("&lt;b&gt;Lambda&lt;/b&gt;")));
        QVERIFY(md.contains(QStringLiteral("\\*yes\\* \\|")));
        // The chart becomes a table in Markdown: unknown scores say so, never 0.
        QVERIFY(md.contains(QStringLiteral("| unknown |")));
    }
};

QTEST_MAIN(TestProposalChecklist)
#include "tst_proposalchecklist.moc"
