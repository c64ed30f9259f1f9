// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The catalog tab: GPUs, offers, providers, models, links, currencies and TCO defaults, each a
// sortable, filterable, editable table with the source of the selected row underneath. Every change
// goes through CatalogEditor onto this tab's undo stack. OWNER: catalog work (issue 2).
#include <QHash>
#include <QMenu>
#include <QPointer>
#include <QStringList>
#include <QWidget>

class CatalogEditor;
class CatalogFilterBar;
class CatalogFilterProxyModel;
class CatalogItemDelegate;
class CatalogSourcePanel;
class CatalogStore;
class CatalogTableModel;
class QAction;
class QActionGroup;
class QLabel;
class QListWidget;
class QMenuBar;
class QStackedWidget;
class QTableView;
class QUndoStack;

class CatalogBrowser : public QWidget {
    Q_OBJECT
public:
    explicit CatalogBrowser(CatalogStore* store, QWidget* parent = nullptr);
    ~CatalogBrowser() override;
    QUndoStack* undoStack() const { return m_undoStack; }
    CatalogEditor* editor() const { return m_editor; }
    // Greys out (with the reason as tooltip) and locks the cells of what the editor's guard refuses now (a
    // read-only role or a lost connection on a team catalog, issue 34); call when that changes.
    void updateEditability();
    QAction* importAction() const { return m_importAction; }
    QAction* addRowAction() const { return m_addAction; }
    QAction* deleteRowsAction() const { return m_deleteAction; }
    void showMessage(const QString& message);
    void addMenus(QMenuBar* menuBar); // the Catalog menu (undo, import, export, reset, currency)
    // Catalog > Undo/Redo Catalog Edit: this tab's undo stack, whichever tab is shown (after addMenus).
    QAction* undoCatalogAction() const { return m_undoAction; }
    QAction* redoCatalogAction() const { return m_redoAction; }

    // Tables in the order of the list on the left ("gpus", "offers", ...).
    static const QStringList& tableNames();
    void showTable(const QString& table);
    QString currentTable() const { return m_current; }
    CatalogTableModel* model(const QString& table) const;
    CatalogFilterProxyModel* proxy(const QString& table) const;
    QTableView* view(const QString& table) const;
    CatalogFilterBar* filterBar() const { return m_filterBar; }
    CatalogSourcePanel* sourcePanel() const { return m_sourcePanel; }
    QString lastMessage() const { return m_lastMessage; }

    void setDisplayCurrency(const QString& code);
    // Prices older than `days` are marked stale in the offers' Age column; saved as AppSettings::priceStaleDays.
    void setStaleDays(int days);
    void askStaleDays(); // the menu's "Mark Prices Stale After..." dialog
    // The actions, also reachable from the menu and the toolbar.
    void addRow();
    void duplicateRow();
    void deleteRows();
    void importJson();
    void exportJson(bool selectedOnly);
    void exportCsv();
    void resetToShipped();

private:
    struct Page {
        CatalogTableModel* model = nullptr;
        CatalogFilterProxyModel* proxy = nullptr;
        QTableView* view = nullptr;
        CatalogItemDelegate* delegate = nullptr;
    };
    Page createPage(const QString& table);
    void applyFilters();
    void refreshChoices();
    void updateSource();
    void updateActions();
    void saveHeader(const QString& table);
    QStringList selectedKeys() const;
    static QString headerKey(const QString& table, int columns);

    CatalogStore* m_store;
    QUndoStack* m_undoStack;
    CatalogEditor* m_editor;
    QListWidget* m_tableList;
    CatalogFilterBar* m_filterBar;
    QStackedWidget* m_stack;
    CatalogSourcePanel* m_sourcePanel;
    QLabel* m_messageLabel;
    QHash<QString, Page> m_pages;
    QString m_current;
    QString m_lastMessage;
    QAction* m_addAction;
    QAction* m_duplicateAction;
    QAction* m_deleteAction;
    QAction* m_importAction = nullptr;
    QAction* m_resetAction = nullptr;
    QAction* m_undoAction = nullptr;
    QAction* m_redoAction = nullptr;
    QPointer<QMenu> m_currencyMenu; // owned by the menu bar, which may go first
    QActionGroup* m_currencyGroup = nullptr;
};
