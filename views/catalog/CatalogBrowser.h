#pragma once
// The catalog tab: GPUs, offers, providers, models and links, each a sortable, filterable, editable table.
// OWNER: catalog work (issue 2).
#include <QWidget>

class CatalogStore;
class QMenuBar;
class QUndoStack;

class CatalogBrowser : public QWidget {
    Q_OBJECT
public:
    explicit CatalogBrowser(CatalogStore* store, QWidget* parent = nullptr);
    QUndoStack* undoStack() const { return m_undoStack; }
    void addMenus(QMenuBar* menuBar);   // the Catalog menu (import, export, reset, currency)

private:
    CatalogStore* m_store;
    QUndoStack* m_undoStack;
};
