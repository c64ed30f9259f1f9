// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The bad-input corpus (tests/data/bad/, manifest cases.tsv, written by generate.py): every malformed
// scenario, workspace and catalog file, run through both readers a user meets it with:
//   - the command line (`estimate --shipped-catalog FILE`, `catalog import --catalog TMP FILE`): the exit
//     code, and the message on stderr;
//   - the model layer the GUI uses (ScenarioJson::fromText + PlanningEngine, WorkspaceFile::load,
//     CatalogStore::importJson): the same message.
// Refused inputs (exit 2) must give the manifest's message in both, every line of it short (no value is
// ever dumped whole) and free of raw control bytes; legal inputs with SQL or HTML in free text (exit 0)
// must come through unchanged, and the catalog must still have all its tables afterwards.
#include "TestSupport.h"

#include "catalog/CatalogSchema.h"
#include "catalog/CatalogStore.h"
#include "document/Workspace.h"
#include "document/WorkspaceFile.h"
#include "document/WorkspaceJson.h"
#include "planning/PlanningEngine.h"
#include "planning/ScenarioJson.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>

namespace {

QString badFile(const QString& name) { return QStringLiteral(GP_TEST_DATA_DIR "/bad/") + name; }

// Every string anywhere in `v` (keys included), for "came through unchanged".
bool containsText(const nlohmann::json& v, const std::string& text)
{
    if (v.is_string())
        return v.get_ref<const std::string&>().find(text) != std::string::npos;
    if (v.is_object()) {
        for (auto it = v.begin(); it != v.end(); ++it)
            if (it.key().find(text) != std::string::npos || containsText(it.value(), text))
                return true;
        return false;
    }
    if (v.is_array())
        for (const auto& item : v)
            if (containsText(item, text))
                return true;
    return false;
}

// A message a terminal or a dialog shows safely: every line short, no control byte but newline and tab.
void checkShown(const QByteArray& message, const char* reader)
{
    for (const QByteArray& line : message.split('\n'))
        QVERIFY2(line.size() <= 400, qPrintable(QStringLiteral("%1: a %2-byte line: %3...")
                                                    .arg(QLatin1String(reader))
                                                    .arg(line.size())
                                                    .arg(QString::fromUtf8(line.left(200)))));
    for (const char c : message)
        QVERIFY2(static_cast<unsigned char>(c) >= 0x20 || c == '\n' || c == '\t',
                 qPrintable(QStringLiteral("%1: raw control byte 0x%2 in the message")
                                .arg(QLatin1String(reader))
                                .arg(int(static_cast<unsigned char>(c)), 2, 16, QLatin1Char('0'))));
}

} // namespace

class TestBadInputs : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_home;
    std::optional<gp::CatalogSnapshot> m_shipped;

    struct Run {
        int exitCode = -1;
        QByteArray out;
        QByteArray err;
    };

    Run cli(const QStringList& args)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), m_home.path());
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_home.path() + QStringLiteral("/data"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_home.path() + QStringLiteral("/config"));
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(GP_CLI_EXECUTABLE), args);
        p.closeWriteChannel();
        if (!p.waitForFinished(120000))
            return {};
        return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
                p.readAllStandardError()};
    }

    // The model layer's answer: true and no message when it read the file, else false and the message.
    bool modelReader(const QString& file, const QString& tempDir, QString* message, QString* text)
    {
        if (file.endsWith(QLatin1String(".catalog.json"))) {
            CatalogStore store;
            if (!store.open(tempDir + QStringLiteral("/model-layer.sqlite"))) {
                *message = QStringLiteral("the test catalog did not open: ") + store.startupMessage();
                return false;
            }
            if (!store.importJson(badFile(file), message))
                return false;
            for (const catalog::TableDef& t : catalog::catalogTables())
                for (const QVariantMap& row : store.rows(t.name))
                    for (auto it = row.begin(); it != row.end(); ++it)
                        *text += it.value().toString() + QLatin1Char('\n');
            return true;
        }
        if (file.endsWith(QLatin1String(".gpuplan"))) {
            WorkspaceFile::LoadResult loaded = WorkspaceFile::load(badFile(file));
            if (!loaded.workspace) {
                *message = loaded.error;
                return false;
            }
            *text = QString::fromStdString(WorkspaceJson::toJson(loaded.workspace->data()).dump());
            return true;
        }
        QFile f(badFile(file));
        if (!f.open(QIODevice::ReadOnly)) {
            *message = f.errorString();
            return false;
        }
        const QByteArray bytes = f.readAll();
        const gp::ScenarioParse parsed = gp::ScenarioJson::fromText(bytes.toStdString());
        std::vector<gp::FieldError> errors = parsed.errors;
        if (parsed.ok()) {
            const gp::EstimateResult result = gp::PlanningEngine::estimate(*parsed.scenario, *m_shipped);
            errors = result.errors;
            if (result.ok()) {
                *text = QString::fromStdString(gp::ScenarioJson::toJson(*parsed.scenario).dump());
                return true;
            }
        }
        QStringList lines;
        for (const auto& e : errors)
            lines << QString::fromStdString(e.field.empty() ? e.message : e.field + ": " + e.message);
        *message = lines.join(QLatin1Char('\n'));
        return false;
    }

private slots:
    void initTestCase()
    {
        TestSupport::isolateUserState();
        QVERIFY(m_home.isValid());
        CatalogStore shipped;
        QVERIFY2(shipped.openShipped(), qPrintable(shipped.startupMessage()));
        m_shipped = shipped.snapshot();
    }

    void corpus_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("message");
        QFile manifest(badFile(QStringLiteral("cases.tsv")));
        QVERIFY2(manifest.open(QIODevice::ReadOnly), "tests/data/bad/cases.tsv missing");
        int cases = 0;
        const QStringList files = QDir(badFile(QString())).entryList(QDir::Files);
        QSet<QString> listed;
        for (const QByteArray& raw : manifest.readAll().split('\n')) {
            if (raw.isEmpty() || raw.startsWith('#'))
                continue;
            const QList<QByteArray> cols = raw.split('\t');
            QVERIFY2(cols.size() == 3, raw.constData());
            const QString file = QString::fromUtf8(cols[0]);
            QVERIFY2(files.contains(file),
                     qPrintable(file + QStringLiteral(" is in cases.tsv but not in tests/data/bad")));
            listed.insert(file);
            QTest::newRow(cols[0].constData()) << file << cols[1].toInt() << QString::fromUtf8(cols[2]);
            ++cases;
        }
        for (const QString& f : files)
            QVERIFY2(listed.contains(f) || f == QLatin1String("cases.tsv") || f == QLatin1String("generate.py"),
                     qPrintable(f + QStringLiteral(" has no line in cases.tsv")));
        QVERIFY2(cases >= 80, "the corpus must hold at least 80 bad inputs");
    }

    void corpus()
    {
        QFETCH(QString, file);
        QFETCH(int, code);
        QFETCH(QString, message);
        QTemporaryDir temp;
        QVERIFY(temp.isValid());

        // The command line.
        const bool isCatalog = file.endsWith(QLatin1String(".catalog.json"));
        const QString target = temp.filePath(QStringLiteral("cli.sqlite"));
        const Run r = isCatalog ? cli({QStringLiteral("catalog"), QStringLiteral("import"), QStringLiteral("--catalog"),
                                       target, badFile(file)})
                                : cli({QStringLiteral("estimate"), QStringLiteral("--shipped-catalog"), badFile(file)});
        QVERIFY2(r.exitCode == code, qPrintable(QStringLiteral("CLI exit %1, expected %2; stderr: %3")
                                                    .arg(r.exitCode)
                                                    .arg(code)
                                                    .arg(QString::fromUtf8(r.err.left(600)))));
        checkShown(r.err, "command line");
        if (code != 0) {
            QVERIFY2(QString::fromUtf8(r.err).contains(message),
                     qPrintable(
                         QStringLiteral("CLI stderr lacks [%1]: %2").arg(message, QString::fromUtf8(r.err.left(600)))));
        } else if (!isCatalog) {
            const auto out = nlohmann::json::parse(r.out.constData(), r.out.constData() + r.out.size(), nullptr, false);
            QVERIFY2(!out.is_discarded(), "CLI output is not JSON");
        }

        // The model layer (what the GUI calls).
        QString error, text;
        const bool read = modelReader(file, temp.path(), &error, &text);
        QVERIFY2(read == (code == 0),
                 qPrintable(QStringLiteral("model layer %1: %2").arg(read ? "read it" : "refused it", error)));
        checkShown(error.toUtf8(), "model layer");
        if (code != 0)
            QVERIFY2(error.contains(message),
                     qPrintable(QStringLiteral("model-layer message lacks [%1]: %2").arg(message, error.left(600))));
        else
            QVERIFY2(text.contains(message) ||
                         containsText(nlohmann::json::parse(text.toStdString(), nullptr, false), message.toStdString()),
                     qPrintable(QStringLiteral("[%1] did not come through unchanged").arg(message)));

        // SQL is bound: whatever the file said, the catalog still has every table.
        if (isCatalog) {
            CatalogStore store;
            QVERIFY2(store.open(temp.filePath(QStringLiteral("model-layer.sqlite"))),
                     qPrintable(store.startupMessage()));
            QVERIFY(!store.rows(QStringLiteral("gpus")).isEmpty());
            QVERIFY(!store.rows(QStringLiteral("offers")).isEmpty());
        }
    }
};

QTEST_GUILESS_MAIN(TestBadInputs)
#include "tst_badinputs.moc"
