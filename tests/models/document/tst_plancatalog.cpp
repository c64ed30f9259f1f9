// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// A plan knows the catalog it was saved with (issue 34, CatalogIdentity): the identity round-trips through a
// .gpuplan (schema v6), a save records the catalog the workspace is attached to, opening against another catalog
// says so (CatalogIdentityText::notice), an older file says nothing, and an identity from a hostile file is
// refused (10 MB) or shown neutralised (bidi overrides, ESC: DisplayText). The team catalog's identity read from a
// real server is tests/postgresql/tst_pgteamcatalogwindow.
#include "DocumentTestData.h"
#include "TestSupport.h"
#include "catalog/CatalogStore.h"
#include "document/CatalogIdentity.h"
#include "document/Workspace.h"
#include "document/WorkspaceFile.h"
#include "document/WorkspaceJson.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using nlohmann::json;

namespace {
QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

CatalogIdentity team(const QString& host, int port, const QString& db, qint64 revision)
{
    CatalogIdentity c;
    c.kind = CatalogIdentity::Kind::Team;
    c.host = host;
    c.port = port;
    c.database = db;
    c.revision = revision;
    return c;
}

CatalogIdentity file(const QString& path)
{
    CatalogIdentity c;
    c.kind = CatalogIdentity::Kind::File;
    c.path = path;
    return c;
}

CatalogIdentity shipped()
{
    CatalogIdentity c;
    c.kind = CatalogIdentity::Kind::Shipped;
    return c;
}

// A v6 document with `catalog` as its "catalog" (the sample workspace otherwise).
json documentWith(const json& catalog)
{
    WorkspaceData d;
    d.title = QStringLiteral("Plan");
    json doc = WorkspaceJson::toJson(d);
    doc["catalog"] = catalog;
    return doc;
}

bool parse(const json& doc, WorkspaceData& out, QString* error)
{
    return WorkspaceFile::parse(QByteArray::fromStdString(doc.dump()), QStringLiteral("plan.gpuplan"), out, error);
}
} // namespace

class TestPlanCatalog : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase()
    {
        TestSupport::isolateUserState();
        QVERIFY(m_dir.isValid());
    }

    void identityRoundTrips_data()
    {
        QTest::addColumn<int>("which");
        QTest::newRow("shipped") << 0;
        QTest::newRow("file") << 1;
        QTest::newRow("team") << 2;
        QTest::newRow("team, default port, revision unknown") << 3;
    }
    void identityRoundTrips()
    {
        QFETCH(int, which);
        const CatalogIdentity identities[] = {
            shipped(), file(QStringLiteral("/home/ana/catalog.sqlite")),
            team(QStringLiteral("db.example.org"), 5432, QStringLiteral("gpu_catalog"), 41),
            team(QStringLiteral("/var/run/postgresql"), -1, QStringLiteral("gpu_catalog"), -1)};
        WorkspaceData d;
        d.title = QStringLiteral("Plan");
        d.catalog = identities[which];
        const QString path = m_dir.filePath(QStringLiteral("round-%1.gpuplan").arg(which));
        QString error;
        QVERIFY2(WorkspaceFile::write(d, path, &error), qPrintable(error));
        const json written = json::parse(readAll(path).toStdString());
        QCOMPARE(written["schema_version"].get<int>(), 6);
        QVERIFY(written.contains("catalog"));
        QVERIFY(!written["catalog"].contains("user")); // never a login, never a password
        QVERIFY(!written["catalog"].contains("password"));
        WorkspaceData back;
        QVERIFY2(WorkspaceFile::read(path, back, &error), qPrintable(error));
        QVERIFY(back.catalog == identities[which]);
        QVERIFY(back == d);
    }

    void aTeamIdentityIsWrittenAsDocumented()
    {
        const json j = team(QStringLiteral("db.example.org"), 5432, QStringLiteral("gpu_catalog"), 41).toJson();
        QCOMPARE(j.dump(), std::string(R"({"database":"gpu_catalog","host":"db.example.org","kind":"team",)"
                                       R"("port":5432,"revision":41})"));
    }

    // Workspace::attachCatalog reads the store's identity; a save records it (not an undo step).
    void aSaveRecordsTheAttachedCatalog()
    {
        CatalogStore store;
        store.setShippedCatalogSource(QStringLiteral(GP_SOURCE_DIR "/catalog.sqlite"));
        const QString catalogPath = m_dir.filePath(QStringLiteral("mine.sqlite"));
        QVERIFY2(store.open(catalogPath), qPrintable(store.startupMessage()));
        Workspace ws;
        ws.attachCatalog(&store);
        QCOMPARE(int(ws.catalogIdentity().kind), int(CatalogIdentity::Kind::File));
        QCOMPARE(ws.catalogIdentity().path, QDir::toNativeSeparators(QFileInfo(catalogPath).absoluteFilePath()));
        QVERIFY(!ws.data().catalog.isKnown()); // a new plan records its catalog when saved
        const QString path = m_dir.filePath(QStringLiteral("saved.gpuplan"));
        QString error;
        QVERIFY2(WorkspaceFile::save(ws, path, &error), qPrintable(error));
        QCOMPARE(ws.undoStack()->count(), 0);
        const json written = json::parse(readAll(path).toStdString());
        QCOMPARE(written["catalog"]["kind"].get<std::string>(), std::string("file"));
        QCOMPARE(QString::fromStdString(written["catalog"]["path"].get<std::string>()), ws.catalogIdentity().path);
        // Reopened against the same catalog: nothing to say.
        auto loaded = WorkspaceFile::load(path);
        QVERIFY2(loaded.workspace, qPrintable(loaded.error));
        loaded.workspace->attachCatalog(&store);
        QCOMPARE(loaded.workspace->catalogNotice(), QString());
        // Against the shipped catalog: said, naming both.
        CatalogStore other;
        other.setShippedCatalogSource(QStringLiteral(GP_SOURCE_DIR "/catalog.sqlite"));
        QVERIFY2(other.openShipped(), qPrintable(other.startupMessage()));
        auto again = WorkspaceFile::load(path);
        QVERIFY(again.workspace);
        again.workspace->attachCatalog(&other);
        QCOMPARE(int(again.workspace->catalogIdentity().kind), int(CatalogIdentity::Kind::Shipped));
        QCOMPARE(again.workspace->catalogNotice(),
                 QStringLiteral("This plan was saved with the catalog file %1; it is now open with the shipped "
                                "catalog.")
                     .arg(ws.catalogIdentity().path));
    }

    void noticeWording()
    {
        const CatalogIdentity a = team(QStringLiteral("db.example.org"), 5432, QStringLiteral("gpu_catalog"), 41);
        const CatalogIdentity later = team(QStringLiteral("db.example.org"), 5432, QStringLiteral("gpu_catalog"), 57);
        const CatalogIdentity otherDb = team(QStringLiteral("db.example.org"), 5432, QStringLiteral("test"), 41);
        QCOMPARE(CatalogIdentityText::notice(a, file(QStringLiteral("/tmp/c.sqlite")), false),
                 QStringLiteral("This plan was saved with the team catalog gpu_catalog on db.example.org:5432 "
                                "(revision 41); it is now open with the catalog file /tmp/c.sqlite."));
        QCOMPARE(CatalogIdentityText::notice(a, otherDb, false),
                 QStringLiteral("This plan was saved with the team catalog gpu_catalog on db.example.org:5432 "
                                "(revision 41); it is now open with the team catalog test on db.example.org:5432 "
                                "(revision 41)."));
        // The same team catalog, changed since: said only beside a drift of the plan's own prices.
        QCOMPARE(CatalogIdentityText::notice(a, later, true),
                 QStringLiteral("The team catalog gpu_catalog on db.example.org:5432 has changed since this plan was "
                                "saved (revision 41 then, 57 now)."));
        QCOMPARE(CatalogIdentityText::notice(a, later, false), QString());
        QCOMPARE(CatalogIdentityText::notice(a, a, true), QString());
        QCOMPARE(CatalogIdentityText::notice(shipped(), shipped(), true), QString());
        // Unknown on either side (an older file; a workspace without a store): nothing.
        QCOMPARE(CatalogIdentityText::notice(CatalogIdentity(), shipped(), true), QString());
        QCOMPARE(CatalogIdentityText::notice(shipped(), CatalogIdentity(), true), QString());
    }

    // A v5 file has no identity: it opens without a word about its catalog, whatever catalog is open.
    void anOlderFileOpensSilently()
    {
        json doc = documentWith(nullptr);
        doc.erase("catalog");
        doc["schema_version"] = 5;
        WorkspaceData data;
        QString error;
        QVERIFY2(parse(doc, data, &error), qPrintable(error));
        QVERIFY(!data.catalog.isKnown());
        Workspace ws(data);
        ws.setCatalogIdentity(file(QStringLiteral("/tmp/c.sqlite")));
        ws.setCatalog(DocumentTestData::catalog());
        QCOMPARE(ws.catalogNotice(), QString());
    }

    void badIdentitiesAreRefused_data()
    {
        QTest::addColumn<QByteArray>("catalog");
        QTest::addColumn<QString>("message");
        QTest::newRow("not an object") << QByteArray(R"("team")") << QStringLiteral("$.catalog: expected an object");
        QTest::newRow("unknown kind") << QByteArray(R"({"kind": "oracle"})")
                                      << QStringLiteral("$.catalog.kind: expected \"shipped\", \"file\" or \"team\"");
        QTest::newRow("file without path")
            << QByteArray(R"({"kind": "file"})") << QStringLiteral("$.catalog.path: expected a string");
        QTest::newRow("port out of range")
            << QByteArray(R"({"kind": "team", "host": "h", "database": "d", "port": 70000})")
            << QStringLiteral("$.catalog.port: expected a whole number from 0 to 65535 or null");
        QTest::newRow("negative revision")
            << QByteArray(R"({"kind": "team", "host": "h", "database": "d", "revision": -3})")
            << QStringLiteral("$.catalog.revision: expected a whole number from 0 to 9223372036854775807 or null");
    }
    void badIdentitiesAreRefused()
    {
        QFETCH(QByteArray, catalog);
        QFETCH(QString, message);
        WorkspaceData data;
        QString error;
        QVERIFY(!parse(documentWith(json::parse(catalog.toStdString())), data, &error));
        QVERIFY2(error.contains(message), qPrintable(error));
    }

    // 10 MB in the path is refused by the text limits (200 characters, WorkspaceTextLimits), naming the field.
    void aHugeIdentityIsRefused()
    {
        const std::string huge(10 * 1024 * 1024, 'x');
        WorkspaceData data;
        QString error;
        QVERIFY(!parse(documentWith({{"kind", "file"}, {"path", huge}}), data, &error));
        QVERIFY2(error.contains(QStringLiteral("$.catalog.path: 10485760 characters; a title, name or key holds at "
                                               "most 200")),
                 qPrintable(error.left(300)));
        // One past the limit is refused too, and the limit itself is read.
        const std::string over(201, 'd');
        QVERIFY(!parse(documentWith({{"kind", "team"}, {"host", "h"}, {"database", over}}), data, &error));
        QVERIFY2(error.contains(QStringLiteral("$.catalog.database: 201 characters")), qPrintable(error));
        QVERIFY2(parse(documentWith({{"kind", "team"}, {"host", "h"}, {"database", over.substr(1)}}), data, &error),
                 qPrintable(error));
        QCOMPARE(data.catalog.database.size(), 200);
    }

    // Bidi overrides and control characters in a sent file's identity are shown as U+FFFD: they cannot reorder
    // the message or start a terminal escape.
    void aHostileIdentityIsShownNeutralised()
    {
        const QString hostile =
            QStringLiteral("/srv/\u202Eexe.gpj\x1b[2J") + QChar(0x07) + QStringLiteral("cat.sqlite");
        WorkspaceData data;
        QString error;
        QVERIFY2(parse(documentWith({{"kind", "file"}, {"path", hostile.toStdString()}}), data, &error),
                 qPrintable(error));
        QCOMPARE(data.catalog.path, hostile); // kept as written
        const QString notice = CatalogIdentityText::notice(data.catalog, shipped(), false);
        QCOMPARE(notice,
                 QStringLiteral("This plan was saved with the catalog file /srv/\uFFFDexe.gpj\uFFFD[2J\uFFFDcat."
                                "sqlite; it is now open with the shipped catalog."));
        const CatalogIdentity t =
            team(QStringLiteral("h\u2066ost"), 5432, QStringLiteral("db") + QChar(0) + QStringLiteral("x"), 1);
        QCOMPARE(t.describe(), QStringLiteral("the team catalog db\uFFFDx on h\uFFFDost:5432 (revision 1)"));
    }

    // A path longer than a saved text may be keeps its end, so a save never writes what a load refuses.
    void aLongCatalogPathIsShortenedWhenRecorded()
    {
        const QString deep =
            m_dir.filePath(QString(150, QLatin1Char('d')) + QStringLiteral("/") + QString(120, QLatin1Char('e')));
        QVERIFY(QDir().mkpath(deep));
        CatalogStore store;
        store.setShippedCatalogSource(QStringLiteral(GP_SOURCE_DIR "/catalog.sqlite"));
        const QString catalogPath = deep + QStringLiteral("/deep.sqlite");
        QVERIFY2(store.open(catalogPath), qPrintable(store.startupMessage()));
        const CatalogIdentity id = CatalogIdentity::of(store);
        QCOMPARE(id.path.size(), 200);
        QVERIFY(id.path.startsWith(QStringLiteral("\u2026")));
        QVERIFY(id.path.endsWith(QStringLiteral("eee/deep.sqlite")));
        Workspace ws;
        ws.attachCatalog(&store);
        QString error;
        QVERIFY2(WorkspaceFile::save(ws, m_dir.filePath(QStringLiteral("deep.gpuplan")), &error), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestPlanCatalog)
#include "tst_plancatalog.moc"
