#include "CatalogStore.h"

// Placeholder implementation: replaced by the catalog work (issue 2).
struct CatalogStore::Private {};

CatalogStore::CatalogStore(QObject* parent) : QObject(parent), d(std::make_unique<Private>()) {}
CatalogStore::~CatalogStore() = default;

bool CatalogStore::open(const QString&) { return true; }
bool CatalogStore::openShipped() { return true; }
QString CatalogStore::path() const { return {}; }
gp::CatalogSnapshot CatalogStore::snapshot() const { return {}; }
QVector<QVariantMap> CatalogStore::rows(const QString&) const { return {}; }
bool CatalogStore::setValue(const QString&, const QString&, const QString&, const QVariant&, QString*) { return false; }
bool CatalogStore::insertRow(const QString&, const QVariantMap&, QString*) { return false; }
bool CatalogStore::deleteRow(const QString&, const QString&, QString*) { return false; }
bool CatalogStore::importJson(const QString&, QString*) { return false; }
bool CatalogStore::exportJson(const QString&, const QStringList&, const QStringList&, QString*) const { return false; }
bool CatalogStore::exportCsv(const QString&, const QString&, QString*) const { return false; }
bool CatalogStore::resetToShipped(QString*) { return false; }
