#pragma once
// The user's catalog: opens (or creates from the shipped copy) the SQLite file in the user's data
// location, checks it, and hands out plain snapshots for the engine. The shipped catalog is never written.
// OWNER: catalog work (issue 2). Public API below is what other parts rely on; extend, don't break.
#include "planning/CatalogSnapshot.h"

#include <QObject>
#include <QString>

class CatalogStore : public QObject {
    Q_OBJECT
public:
    explicit CatalogStore(QObject* parent = nullptr);
    ~CatalogStore() override;

    // Opens the user's copy (copying the shipped catalog on first run). Returns false only when even the
    // shipped catalog cannot be opened; a damaged user copy is set aside and reported via startupMessage().
    bool open(const QString& userCatalogPath = QString());
    QString startupMessage() const { return m_startupMessage; }

    // A plain copy of every row the engine needs. Cheap enough to call after every edit.
    gp::CatalogSnapshot snapshot() const;

Q_SIGNALS:
    void changed();   // any row of any table was edited, imported, reset

private:
    QString m_startupMessage;
};
