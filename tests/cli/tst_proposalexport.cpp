// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// `gpu-planner export` end to end, as a user runs it: every example workspace to PDF without a display,
// checked with poppler's tools (pdfinfo: pages and paper, pdffonts: every font embedded, pdftotext: the
// words and the engine's numbers), the golden text of the workshop example (GP_REGENERATE_GOLDEN=1
// rewrites it; on a mismatch the text is written next to it as .actual.txt and diffed), user text shown
// literally in PDF, HTML and Markdown, and bad input: exit 2 with the file or option named.
#include "TestSupport.h"

#include "catalog/CatalogStore.h"
#include "document/Workspace.h"
#include "document/WorkspaceFile.h"
#include "itemmodels/ComparisonExplanationFormatter.h"
#include "itemmodels/ComparisonFigures.h"

#include <nlohmann/json.hpp>

#include <QDir>
#include <QFile>
#include <QLocale>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

class TestProposalExport : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_home;
    QTemporaryDir m_out;
    QString m_runtime; // XDG_RUNTIME_DIR (Qt warns on stderr without one)

    struct Run {
        int exitCode = -1;
        QByteArray out;
        QByteArray err;
    };

    Run run(const QString& program, const QStringList& args, bool display = false)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), m_home.path());
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_home.path() + QStringLiteral("/data"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_home.path() + QStringLiteral("/config"));
        env.insert(QStringLiteral("XDG_RUNTIME_DIR"), m_runtime);
        // The export must not need a display: no DISPLAY, and a platform it must ignore.
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        if (!display)
            env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("xcb"));
        p.setProcessEnvironment(env);
        p.start(program, args);
        if (!p.waitForFinished(120000))
            return {};
        return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
                p.readAllStandardError()};
    }
    Run cli(const QStringList& args) { return run(QStringLiteral(GP_CLI_EXECUTABLE), args); }
    QString out(const QString& name) const { return m_out.filePath(name); }
    static QString example(const QString& name) { return QStringLiteral(GP_SOURCE_DIR "/examples/") + name; }

    QString pdftotext(const QString& pdf)
    {
        const Run r = run(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")}, true);
        // DejaVu's ligatures come back as U+FB01 and friends: compatibility decomposition makes them "fi".
        return QString::fromUtf8(r.out).normalized(QString::NormalizationForm_KC);
    }

    // A copy of the workshop example whose user text is markup that would load files or run script.
    QString hostilePlan()
    {
        WorkspaceData data;
        QString error;
        if (!WorkspaceFile::read(example(QStringLiteral("workshop-llama3-8b.gpuplan")), data, &error))
            return {};
        data.title = QStringLiteral("<h1>Plan</h1> & <script>alert('title')</script>");
        data.customer = QStringLiteral("<img src=\"file:///etc/passwd\"> Customer");
        data.notes = QStringLiteral("<a href=\"https://example.com/x\">click</a> *not bold* | pipe");
        data.scenarios[0].name = QStringLiteral("<img src=\"https://example.com/track.png\">A100");
        data.scenarios[1].name = QStringLiteral("<b>H100</b>");
        data.scenarios[1].notes = QStringLiteral("<script>alert(1)</script>");
        if (!data.tcoAnalyses.isEmpty())
            data.tcoAnalyses[0].name = QStringLiteral("<img src=\"file:///etc/hostname\">TCO");
        // The example keeps a checklist evaluation: its name, a team's own answer and a gap, as typed by a user.
        if (data.checklistEvaluations.isEmpty() || data.checklistEvaluations[0].platforms.isEmpty() ||
            data.checklistEvaluations[0].platforms[0].answers.isEmpty())
            return {};
        {
            WorkspaceChecklistEvaluation& e = data.checklistEvaluations[0];
            e.name = QStringLiteral("<img src=\"file:///etc/shadow\">Checklist");
            e.platforms[0].answers[0].answer = QStringLiteral("<a href=\"https://example.com/a\">yes</a> *all*");
            e.platforms[0].answers[0].origin = WorkspaceChecklistAnswer::Origin::User;
            e.platforms[0].gaps.push_back(
                {QStringLiteral("node-size"), true, QStringLiteral("<i>gap</i> & <u>more</u>")});
        }
        const QString path = out(QStringLiteral("hostile.gpuplan"));
        return WorkspaceFile::write(data, path, &error) ? path : QString();
    }

private slots:
    void initTestCase()
    {
        TestSupport::isolateUserState();
        QVERIFY(m_home.isValid());
        QVERIFY(m_out.isValid());
        m_runtime = m_home.filePath(QStringLiteral("runtime"));
        QVERIFY(QDir().mkpath(m_runtime));
        QVERIFY(
            QFile::setPermissions(m_runtime, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner));
    }

    void everyExampleExports_data()
    {
        QTest::addColumn<QString>("plan");
        const QStringList plans =
            QDir(QStringLiteral(GP_SOURCE_DIR "/examples")).entryList({QStringLiteral("*.gpuplan")});
        QVERIFY(!plans.isEmpty());
        for (const QString& p : plans)
            QTest::newRow(qPrintable(p)) << p;
    }
    void everyExampleExports()
    {
        QFETCH(QString, plan);
        const QString pdf = out(plan + QStringLiteral(".pdf"));
        const Run r = cli(
            {QStringLiteral("export"), example(plan), QStringLiteral("-o"), pdf, QStringLiteral("--shipped-catalog")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QString info = QString::fromUtf8(run(QStringLiteral("pdfinfo"), {pdf}, true).out);
        QVERIFY2(info.contains(
                     QRegularExpression(QStringLiteral("Page size:\\s+595(\\.\\d+)? x 842(\\.\\d+)? pts \\(A4\\)"))),
                 qPrintable(info));
        const auto pages = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(info);
        QVERIFY(pages.hasMatch());
        QVERIFY2(pages.captured(1).toInt() >= 6,
                 qPrintable(info)); // cover + five sections, each from a new page

        // Every font embedded: each row of pdffonts (after the two header lines) says "yes" in "emb".
        const QStringList fonts = QString::fromUtf8(run(QStringLiteral("pdffonts"), {pdf}, true).out)
                                      .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QVERIFY2(fonts.size() > 2, "no font in the PDF");
        for (const QString& line : fonts.mid(2)) {
            const QStringList cols = line.simplified().split(QLatin1Char(' '));
            QVERIFY2(cols.size() >= 5 && cols.at(cols.size() - 5) == QLatin1String("yes"), qPrintable(line));
        }
    }

    void letterPaper()
    {
        const QString pdf = out(QStringLiteral("letter.pdf"));
        const Run r =
            cli({QStringLiteral("export"), example(QStringLiteral("workshop-llama3-8b.gpuplan")), QStringLiteral("-o"),
                 pdf, QStringLiteral("--paper"), QStringLiteral("letter"), QStringLiteral("--sections"),
                 QStringLiteral("summary,plan"), QStringLiteral("--shipped-catalog")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QString info = QString::fromUtf8(run(QStringLiteral("pdfinfo"), {pdf}, true).out);
        QVERIFY2(info.contains(QRegularExpression(
                     QStringLiteral("Page size:\\s+612(\\.\\d+)? x 792(\\.\\d+)? pts \\(letter\\)"))),
                 qPrintable(info));
        const QString text = pdftotext(pdf);
        QVERIFY(text.contains(QStringLiteral("Executive summary")));
        QVERIFY(!text.contains(QStringLiteral("Assumptions and sources\n"))); // not asked for
    }

    // The figures in the PDF are the engine's: each scenario's memory per GPU and cost per run (cheapest
    // offer of its own GPU), formatted as the window formats them, and the recommendation is the cheapest
    // plan that fits.
    void numbersAreTheEngines()
    {
        WorkspaceData data;
        QString error;
        QVERIFY(WorkspaceFile::read(example(QStringLiteral("workshop-llama3-8b.gpuplan")), data, &error));
        CatalogStore store;
        QVERIFY(store.openShipped());
        Workspace ws(data);
        ws.setCatalog(store.snapshot());
        const QString pdf = out(QStringLiteral("numbers.pdf"));
        const Run r = cli({QStringLiteral("export"), example(QStringLiteral("workshop-llama3-8b.gpuplan")),
                           QStringLiteral("-o"), pdf, QStringLiteral("--shipped-catalog")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QString text = pdftotext(pdf).simplified();
        int cheapest = -1;
        double cheapestCost = 0;
        for (int i = 0; i < ws.scenarioCount(); ++i) {
            QVERIFY(ws.estimate(i).ok());
            const gp::Estimate& e = *ws.estimate(i).estimate;
            const QString memory = ComparisonExplanationFormatter::formatNumber(e.memory.totalGb(), "GB");
            QVERIFY2(text.contains(memory), qPrintable(memory));
            const gp::CostLine* c = ComparisonFigures::cheapestCost(e);
            QVERIFY(c);
            const QString cost = ComparisonExplanationFormatter::formatNumber(c->costPerRun, "USD");
            QVERIFY2(text.contains(cost), qPrintable(cost));
            if (e.fits && (cheapest < 0 || c->costPerRun < cheapestCost)) {
                cheapest = i;
                cheapestCost = c->costPerRun;
            }
        }
        QVERIFY(cheapest >= 0);
        QVERIFY2(text.contains(QStringLiteral("We recommend %1:").arg(ws.scenario(cheapest).name)),
                 qPrintable(text.left(2000)));
        QVERIFY(text.contains(QStringLiteral("Cost per training run %1")
                                  .arg(ComparisonExplanationFormatter::formatNumber(cheapestCost, "USD"))));
    }

    // The TCO section's figures are the ones `gpu-planner tco` prints for the same workspace: each option's
    // average month, cash over the horizon and full cost (USD, the workspace's currency, whole dollars), the
    // break-even and crossover of owning against on demand, and the cheapest option named, holding the job's node.
    void tcoNumbersAreTheEngines()
    {
        const QString plan = example(QStringLiteral("workshop-llama3-8b.gpuplan"));
        const Run tco = cli({QStringLiteral("tco"), plan, QStringLiteral("--shipped-catalog")});
        QVERIFY2(tco.exitCode == 0, tco.err.constData());
        const nlohmann::json report = nlohmann::json::parse(tco.out.toStdString());
        const nlohmann::json& a = report.at("analyses").at(0);
        const QString pdf = out(QStringLiteral("tco.pdf"));
        const Run r =
            cli({QStringLiteral("export"), plan, QStringLiteral("-o"), pdf, QStringLiteral("--shipped-catalog")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QString text = pdftotext(pdf).simplified();
        auto grouped = [](double v) { return QLocale(QLocale::English).toString(qint64(std::llround(v))); };
        QVERIFY(a.at("options").size() >= 4);
        for (const nlohmann::json& o : a.at("options")) {
            const QString row = QStringLiteral("%1 %2 %3")
                                    .arg(grouped(o.at("average_monthly_usd").get<double>()),
                                         grouped(o.at("cumulative_usd").back().get<double>()),
                                         grouped(o.at("full_cost_usd").get<double>()));
            QVERIFY2(text.contains(row),
                     qPrintable(QString::fromStdString(o.at("name").get<std::string>()) + ": " + row));
        }
        // The cheapest rents or buys what the 8-GPU job needs: a whole 8-GPU node (the example's options all do).
        const std::string cheapest = a.at("cheapest").get<std::string>();
        bool holdsTheJob = false;
        for (const nlohmann::json& o : a.at("options"))
            if (o.at("name").get<std::string>() == cheapest)
                holdsTheJob = o.at("gpus_per_instance").get<int>() >= 8;
        QVERIFY2(holdsTheJob, cheapest.c_str());
        QVERIFY2(text.contains(QStringLiteral("Cheapest over 24 months at %1% utilisation: %2, full cost USD")
                                   .arg(a.at("utilisation").get<double>() * 100, 0, 'f', 1)
                                   .arg(QString::fromStdString(cheapest))),
                 qPrintable(text.mid(text.indexOf(QStringLiteral("Cheapest over")), 300)));
        const nlohmann::json& be = a.at("break_even").at(0);
        QVERIFY2(text.contains(
                     QStringLiteral("owning wins above %1%").arg(be.at("utilisation").get<double>() * 100, 0, 'f', 1)),
                 qPrintable(text.mid(text.indexOf(QStringLiteral("Break-even utilisation")), 400)));
        const nlohmann::json& cross = a.at("crossovers").at(0);
        QVERIFY(text.contains(QStringLiteral("month %1").arg(cross.at("month").get<double>(), 0, 'f', 1)));
    }

    void goldenText()
    {
        const QString pdf = out(QStringLiteral("golden.pdf"));
        const Run r = cli({QStringLiteral("export"), example(QStringLiteral("workshop-llama3-8b.gpuplan")),
                           QStringLiteral("-o"), pdf, QStringLiteral("--shipped-catalog"), QStringLiteral("--date"),
                           QStringLiteral("2026-12-05"), QStringLiteral("--author"), QStringLiteral("A. Consultant")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QByteArray actual = pdftotext(pdf).toUtf8();
        const QString golden = QStringLiteral(GP_TEST_DATA_DIR "/proposal/workshop-llama3-8b.expected.txt");
        if (qEnvironmentVariableIntValue("GP_REGENERATE_GOLDEN") == 1) {
            QFile f(golden);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(actual);
            qInfo("regenerated %s", qPrintable(golden));
            return;
        }
        QFile f(golden);
        QVERIFY2(f.open(QIODevice::ReadOnly),
                 qPrintable("missing golden " + golden + " (run with GP_REGENERATE_GOLDEN=1)"));
        if (f.readAll() == actual)
            return;
        const QString actualPath = golden.chopped(int(qstrlen(".expected.txt"))) + QStringLiteral(".actual.txt");
        QFile a(actualPath);
        if (a.open(QIODevice::WriteOnly))
            a.write(actual);
        a.close();
        qWarning().noquote()
            << run(QStringLiteral("diff"), {QStringLiteral("-u"), golden, actualPath}, true).out.left(6000);
        QFAIL(qPrintable("proposal text differs from " + golden + "; see " + actualPath));
    }

    void userTextIsShownLiterally()
    {
        const QString plan = hostilePlan();
        QVERIFY(!plan.isEmpty());
        const QString pdf = out(QStringLiteral("hostile.pdf"));
        Run r = cli({QStringLiteral("export"), plan, QStringLiteral("-o"), pdf, QStringLiteral("--shipped-catalog")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QString text = pdftotext(pdf);
        for (const QString& literal : {QStringLiteral("<img src=\"file:///etc/passwd\"> Customer"),
                                       QStringLiteral("<b>H100</b>"), QStringLiteral("<script>alert(1)</script>"),
                                       QStringLiteral("<img src=\"https://example.com/track.png\">A100"),
                                       QStringLiteral("<img src=\"file:///etc/hostname\">TCO")})
            QVERIFY2(text.contains(literal), qPrintable(literal));
        // Checklist text sits in long bullets that wrap: compared with the line breaks folded to spaces.
        const QString folded = QString(text).replace(QRegularExpression(QStringLiteral("\\s+")), QStringLiteral(" "));
        for (const QString& literal : {QStringLiteral("<img src=\"file:///etc/shadow\">Checklist"),
                                       QStringLiteral("<a href=\"https://example.com/a\">yes</a> *all*"),
                                       QStringLiteral("<i>gap</i> & <u>more</u>")})
            QVERIFY2(folded.contains(literal), qPrintable(literal));

        const QString html = out(QStringLiteral("hostile.html"));
        r = cli({QStringLiteral("export"), plan, QStringLiteral("-o"), html, QStringLiteral("--shipped-catalog")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QFile h(html);
        QVERIFY(h.open(QIODevice::ReadOnly));
        const QString page = QString::fromUtf8(h.readAll());
        QVERIFY(page.contains(QStringLiteral("&lt;b&gt;H100&lt;/b&gt;")));
        QVERIFY(page.contains(QStringLiteral("&lt;img src=&quot;file:///etc/passwd&quot;&gt; Customer")));
        QVERIFY(!page.contains(QStringLiteral("<script")));
        QVERIFY(!page.contains(QStringLiteral("<b>H100")));
        QVERIFY(page.contains(QStringLiteral("&lt;img src=&quot;file:///etc/shadow&quot;&gt;Checklist")));
        QVERIFY(page.contains(QStringLiteral("&lt;i&gt;gap&lt;/i&gt; &amp; &lt;u&gt;more&lt;/u&gt;")));
        QVERIFY(!page.contains(QStringLiteral("<a href")));
        // Every image the page has is a data: URL (the charts); none names a file or a server.
        const auto sources = QRegularExpression(QStringLiteral("src=\"([^\"]*)\"")).globalMatch(page);
        int images = 0;
        for (auto it = sources; it.hasNext();) {
            const QString src = it.next().captured(1);
            QVERIFY2(src.startsWith(QLatin1String("data:image/")), qPrintable(src.left(80)));
            ++images;
        }
        QCOMPARE(images,
                 9); // the five charts, the TCO analysis' cumulative, break-even and tornado, the checklist's scores

        const QString md = out(QStringLiteral("hostile.md"));
        r = cli({QStringLiteral("export"), plan, QStringLiteral("-o"), md, QStringLiteral("--shipped-catalog")});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QFile m(md);
        QVERIFY(m.open(QIODevice::ReadOnly));
        const QString markdown = QString::fromUtf8(m.readAll());
        QVERIFY(!markdown.contains(QLatin1Char('<'))); // no tag reaches a Markdown renderer
        QVERIFY(markdown.contains(QStringLiteral("&lt;b&gt;H100&lt;/b&gt;")));
        QVERIFY(markdown.contains(QStringLiteral("\\*not bold\\* \\| pipe")));
        QVERIFY(markdown.contains(QStringLiteral("&lt;a href=\"https://example.com/a\"&gt;yes&lt;/a&gt; \\*all\\*")));
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString plan = example(QStringLiteral("workshop-llama3-8b.gpuplan"));
        QTest::newRow("not json") << QStringList{QStringLiteral("BAD"), QStringLiteral("-o"), QStringLiteral("x.pdf")}
                                  << "bad.gpuplan";
        QTest::newRow("no output") << QStringList{plan} << "--output";
        QTest::newRow("bad paper") << QStringList{plan, QStringLiteral("-o"), QStringLiteral("x.pdf"),
                                                  QStringLiteral("--paper"), QStringLiteral("a3")}
                                   << "--paper";
        QTest::newRow("bad section") << QStringList{plan, QStringLiteral("-o"), QStringLiteral("x.pdf"),
                                                    QStringLiteral("--sections"), QStringLiteral("summary,tea")}
                                     << "tea";
        QTest::newRow("bad currency") << QStringList{plan, QStringLiteral("-o"), QStringLiteral("x.pdf"),
                                                     QStringLiteral("--currency"), QStringLiteral("XYZ")}
                                      << "currency";
        QTest::newRow("bad suffix") << QStringList{plan, QStringLiteral("-o"), QStringLiteral("x.docx")}
                                    << ".pdf, .html or .md";
        QTest::newRow("no scenario") << QStringList{plan, QStringLiteral("-o"), QStringLiteral("x.pdf"),
                                                    QStringLiteral("--scenario"), QStringLiteral("Nope")}
                                     << "Nope";
    }
    void badInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const QString bad = out(QStringLiteral("bad.gpuplan"));
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": \"gpu-planner-workspace\", \"schema_version\": 2, \"title\": 3");
        f.close();
        for (QString& a : args) {
            if (a == QLatin1String("BAD"))
                a = bad;
            else if (a.startsWith(QLatin1String("x.")))
                a = out(a);
        }
        const Run r =
            cli(QStringList{QStringLiteral("export")} + args + QStringList{QStringLiteral("--shipped-catalog")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
        QVERIFY2(r.err.startsWith("gpu-planner export: "), r.err.constData());
        QVERIFY(!QFile::exists(out(QStringLiteral("x.pdf")))); // nothing half-written
    }
};

QTEST_GUILESS_MAIN(TestProposalExport)
#include "tst_proposalexport.moc"
