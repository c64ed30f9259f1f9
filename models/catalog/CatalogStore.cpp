#include "CatalogStore.h"

CatalogStore::CatalogStore(QObject* parent) : QObject(parent) {}
CatalogStore::~CatalogStore() = default;

bool CatalogStore::open(const QString&) { return true; }

gp::CatalogSnapshot CatalogStore::snapshot() const { return {}; }
