<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hi_IN">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About GPU Planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;GPU Planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Licence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;omponents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Data sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h2&gt;GPU Planner %1&lt;/h2&gt;&lt;p&gt;Size, time and cost GPU infrastructure for AI projects. Every figure can show its formula, its inputs and the catalog rows, with their sources, it came from.&lt;/p&gt;&lt;p&gt;Copyright 2026 GPU Planner contributors.&lt;/p&gt;&lt;p&gt;GPU Planner is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License as published by the Free Software Foundation, either version 3 of the License, or (at your option) any later version (&lt;b&gt;GPL-3.0-or-later&lt;/b&gt;). It is distributed in the hope that it will be useful, but WITHOUT ANY WARRANTY; without even the implied warranty of MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE. The whole licence is on the Licence tab and at &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;gnu.org/licenses/gpl-3.0&lt;/a&gt;.&lt;/p&gt;&lt;p&gt;Figures are estimates from published specifications, prices and measurements; check a quote before you buy.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;GPU Planner uses these components, linked from the system&apos;s packages (Debian 12&apos;s). This program runs on Qt %1. The package&apos;s copyright file (/usr/share/doc/gpu-planner/copyright) lists them too.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;th align=&quot;left&quot;&gt;Component&lt;/th&gt;&lt;th align=&quot;left&quot;&gt;Used for&lt;/th&gt;&lt;th align=&quot;left&quot;&gt;Licence&lt;/th&gt;&lt;/tr&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Qt Charts is offered under the GPL 3.0 only (or a commercial licence), which is one reason GPU Planner is GPL-3.0-or-later.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Each row of the catalog names its source and its as-of date (the Catalog tab shows them). The shipped rows come from vendor datasheets and documentation (NVIDIA, AMD), the cloud providers&apos; price and billing pages, papers on arXiv, model configurations on Hugging Face, MLCommons and project repositories on GitHub, and public statistics (US EIA, US BLS). They are facts, credited here; no text of those sources is copied. The sites the catalog in use cites:&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Web site</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click a site to open it in the web browser.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatalogBrowser</name>
    <message>
        <source>&amp;Add Row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a row to this table (asks for its key)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Du&amp;plicate Row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the selected row under a new key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete Rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the selected rows (Undo brings them back)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 USD = %1 %2 (as of %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 per USD, from %3, as of %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exchange rates from the currencies table, used for the price per GPU-hour:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stale Prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark a price stale when it is older than this many days:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added %1: fill in its figures and where they come from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added %1 (hidden by the current filters).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select the row to duplicate first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate Row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied %1 as %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select the rows to delete first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Deleted %n row(s); Undo brings them back.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Import Catalog JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog JSON (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was imported: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select the rows to export first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Catalog JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Exported %n row(s) to %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Exported the catalog to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Table as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported %1 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset Catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace your catalog with the one shipped with GPU Planner? Your edits, added rows and imports are lost (export them first to keep them). This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The catalog is back to the shipped version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo Catalog Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red&amp;o Catalog Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import JSON...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export JSON (All Tables)...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;Selected Rows as JSON...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Table as &amp;CSV...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Display Curre&amp;ncy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Mark Prices Stale After...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset to Shipped Catalog...</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatalogFilterBar</name>
    <message>
        <source>Search every column (e.g. H100 hbm3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only GPUs (and offers of GPUs) with at least this much memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> TB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only GPUs (and offers of GPUs) with at least this memory bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All vendors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All currencies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Currency of the normalised price per GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show prices &amp;in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory &amp;at least</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Bandwidth at least</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ve&amp;ndor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provider &amp;kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;urrency</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatalogSourcePanel</name>
    <message>
        <source>&lt;i&gt;Select a row to see where its figures come from.&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; &amp;mdash; source: %2, as of &lt;b&gt;%3&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> &amp;mdash; &lt;b&gt;edited by you on %1&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChartPanel</name>
    <message>
        <source>Cost per result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost vs time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cumulative cost</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChartView</name>
    <message>
        <source>Right-click to save this chart as PNG or SVG.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to draw yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write the PNG file %1 (check the folder exists and is writable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU Planner chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write the SVG file %1 (check the folder exists and is writable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The SVG file %1 came out empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as &amp;PNG...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as &amp;SVG...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save chart as PNG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save chart as SVG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save chart</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChecklistChartFactory</name>
    <message>
        <source>Criterion scores per platform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score (1 = best candidate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No platform was evaluated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (unknown)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChecklistCriteriaChart</name>
    <message>
        <source>Criterion scores (1 = best of the candidates; no bar = unknown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (unknown)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChecklistWizard</name>
    <message>
        <source>Your answer (no catalog source). Catalog: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No source says; double-click to answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Platform checklist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario whose GPU, size and layout every platform is held to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Processes personal data of people in India (asks the DPDP question)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open “%1” (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add to workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Candidate platforms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick two or more providers to compare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Criterion weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defaults follow the workload: pre-training weighs the interconnect and network fabric high, serving memory bandwidth and cost per query. Change them to your priorities.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Update in workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep this evaluation in the workspace: it is saved in the .gpuplan and goes into proposals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No workspace to keep it in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The checklist cannot be evaluated: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores weigh each criterion relative to the best candidate; an unknown criterion counts 0. Tick an answer to confirm it or double-click to write your own: it is kept with the evaluation, while scores and gaps stay those of the sourced facts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Platform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blocking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>caution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checklist: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Updated “%1” in the workspace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept in the workspace as “%1”: saved with the .gpuplan and shown in proposals (Checklist menu to reopen; Edit &gt; Undo to take it out).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot reopen “%1”: its scenario “%2” is no longer in the workspace. It is still kept, and shown in proposals as evaluated on %3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ComparisonPane</name>
    <message>
        <source>&lt;b&gt;Comparison&lt;/b&gt; (best value of each row in bold)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the whole comparison table as CSV for a spreadsheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This figure does not apply to this scenario.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;What would make it fit&lt;/b&gt; (the engine&apos;s estimate for each change, %1 GB per GPU usable, %2 GB needed now):&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;No single change the engine knows makes it fit: a GPU with more memory, or more GPUs with the model sharded over them.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, time x%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;li&gt;&lt;b&gt;%1&lt;/b&gt;: %2 GB per GPU on %3, %4%5&lt;/li&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>still too big</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DocumentController</name>
    <message>
        <source>GPU Planner workspaces (*.gpuplan);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overwrite them with this window&apos;s version, save this version under another name, or cancel?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Overwrite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save workspace as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workspace &quot;%1&quot; has unsaved changes. Save them first?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recover unsaved work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU Planner did not close normally. Restore the unsaved workspace%1?
If you answer No, the copy is set aside in %2 and not offered again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExamplesDialog</name>
    <message>
        <source>Examples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A workspace opens in place of the current one (after asking about unsaved changes); a scenario or a TCO analysis is added to the current workspace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TCO analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No examples were found (they are installed with the program).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FindConfigurationsDialog</name>
    <message>
        <source>Only offers in &amp;India</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Include &amp;flagged offers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow &amp;quantised weights and FP8 KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to first &amp;token (ms):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time per output t&amp;oken (ms):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add to workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find configurations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workload searched for: its model, task, data or traffic. Its own GPU and layout are ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On-demand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spot (interruptible)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1-year reservation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3-year reservation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dedicated, monthly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Managed, monthly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price with %1 offers. Reservations need a 1- or 3-year commitment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep only offers whose region is in India (for data under India&apos;s DPDP Act 2023).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The largest GPU count searched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest acceptable wait for the first token, in milliseconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest acceptable time between generated tokens, in milliseconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let the serving search use 8-bit and 4-bit weights and an FP8 KV cache (test the quality).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Scenario:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Most GPUs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also price with offers the catalog flags (restricted: eligible users only, a disputed or unverified price, superseded by a newer row); they are marked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tiers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Providers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;GPU types:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the selected configuration to the workspace as a scenario (Edit &gt; Undo removes it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Deadline:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Deadline (hours):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Budget per hour (%1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Budget per run (%1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latest acceptable training time in hours; drawn as a line, the cheapest point left of it is marked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most an hour of serving may cost; drawn as a line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most one run may cost; drawn as a line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 distinct configurations: %2 rejected by memory, %3 by latency, %4 fully evaluated; front of %5 (%6 ms).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot search: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 distinct configurations: %2 rejected by the memory check, %3 fully evaluated (memory, time, cost); front of %4 (%5 ms).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training time (hours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per run (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cheapest in time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TP %1 x CP %2 x PP %3 x DP %4, ZeRO %5, micro-batch %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TP %1 x PP %2 x DP %3, ZeRO %4, micro-batch %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request latency (seconds)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per hour (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cheapest within the latency target and budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The latency target (time to first token + output tokens x time per output token): points to its left answer in time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights / KV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT / TPOT (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per million output tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holds (req/s within the targets)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV-cache tokens per replica</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine reserve / needs (GB per GPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cheapest in budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>up to %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HelpWindow</name>
    <message>
        <source>GPU Planner Manual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;ontents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look for a term</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I&amp;ndex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Navigation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The manual was not found at %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The manual could not be opened: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>System default</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catal&amp;og</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check&amp;list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evaluate &amp;platforms...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept in this workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2, %3 blocking)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU Planner &amp;Manual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Examples...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About GPU Planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU Planner will use the new language the next time it starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 - GPU Planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Examples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be opened. %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NumberField</name>
    <message>
        <source>%1: enter a number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be above %2 %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be at least %2 %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 must be at most %2 %3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OfferPicker</name>
    <message>
        <source>Any tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show offers of one tier only (ticked and stale offers always show).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show one kind of provider only: hyperscaler, GPU cloud, marketplace, ...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Anywhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>India only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outside India</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Region not stated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the GPUs are, as the offer&apos;s region says (data residency, e.g. India&apos;s DPDP Act 2023).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untick every offer that prices another GPU than this scenario&apos;s (one undo step).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All columns...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every column (instance type, GPUs per instance, price per instance-hour, as of, interruptible) in a larger window; ticks there apply here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the offer of another GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear %1 offers of another GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 offers shown, %3 ticked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 ticked offer prices another GPU (red).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ticked offers price another GPU (red).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlanHeader</name>
    <message>
        <source>Plan title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workspace&apos;s title: the proposal&apos;s heading and the suggested file name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Customer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who the plan is for (printed on the proposal).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every cost in the workspace is shown in this currency, at the catalog&apos;s exchange rates.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes: assumptions, the question being answered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes kept with the plan (saved in the .gpuplan file).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pl&amp;an:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;ustomer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Currenc&amp;y:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Notes:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlanMenu</name>
    <message>
        <source>&amp;Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Workload wizard...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From what the team wants to do to priced configurations in the workspace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;VRAM planner...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find configurations...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU &amp;utilisation check...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rent, managed or buy (TCO)...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total cost of ownership over time: break-even, crossover and what flips the answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the workload wizard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the VRAM planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find configurations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a scenario first (or use Plan &gt; Workload wizard): the search needs a workload.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU utilisation check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a training scenario first: the check is for training runs.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProposalActions</name>
    <message>
        <source>&amp;Export proposal (PDF)...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print pre&amp;view...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>proposal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export proposal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF (*.pdf);;HTML (*.html);;Markdown (*.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print proposal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proposal preview</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProposalChecklistSection</name>
    <message>
        <source>pre-training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>serving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on demand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (no longer in the catalog)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (as of %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2, as of %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checklist evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2 × %3 (%4 per node)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For %1%2: %3, %4 %5 compared, evaluated on %6 against the catalog of that day. Scores are relative to the best of the candidates (1 = best); a criterion no source gives counts 0, so read each score with the share of the weight that is known.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (the recommended plan)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>platform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>platforms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Criterion scores of %1, weighted as listed under the table; no bar: no source gives the figure for that platform.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Platform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blocking gaps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cautions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no priced offer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bold: the highest score. Weights: %1. Cost: the cheapest on-demand offer of the plan&apos;s GPU at each provider, priced by the engine on %2%3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No gap was found for any candidate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blocking gaps: each rules the platform out for this plan until it is resolved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cautions: to ask the provider before committing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, “%2”: %3 (the team&apos;s answer; no catalog source)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checklist answers no source gives and the team did not answer: %1. The team confirmed %2 prefilled %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data residency: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data residency: this workload processes personal data of people in India too; the DPDP caution above applies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Platform checklist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Candidate platforms held against the scalability checklist and its criteria (memory bandwidth, VRAM, multi-GPU interconnect, storage I/O, network fabric, framework and CUDA support, uptime SLA, cost per result). Answers come from sourced catalog facts, “unknown” where none says; gaps follow from the plan&apos;s own estimate.%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Not shown: %1 kept %2 for scenarios not in this proposal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>evaluation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>evaluations</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProposalContentBuilder</name>
    <message>
        <source>GPU infrastructure plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU infrastructure proposal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no priced offer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>region not stated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2, %3, %4 per GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory is tight: the plan needs %1 of the %2 usable on each GPU, more than nine tenths. A longer sequence, a larger micro-batch or another framework&apos;s overhead may not fit; test the largest batch before committing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The price is an interruptible (%1) rate: the provider can reclaim the GPUs at short notice, so the run needs checkpoints and may take longer than estimated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The price is a marketplace rate (%1): capacity is offered by third-party hosts and is not guaranteed to be available when the run starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The price is a %1 rate: it holds only with that commitment, paid whether or not the GPUs are used after this run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The step time is bound by communication between GPUs: the time estimate depends on the interconnect reaching its rated bandwidth.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine warns: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The time rests on a compute utilisation of %1 (see Assumptions), which comes to a model FLOPs utilisation of %2 for this plan; a short trial run on the chosen offer confirms it before the budget is committed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data residency: the offer names no region (%1 places the work on hosts it chooses), so where the data is processed is not guaranteed. If the data must stay in one country, choose a regional offer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data residency: the offer runs in %1, so the training data can stay in the country (relevant under India&apos;s Digital Personal Data Protection Act 2023).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data residency: the offer runs in %1, in India, so the training data can stay in the country (relevant under India&apos;s Digital Personal Data Protection Act 2023).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data residency: the offer runs in %1, outside India. Personal data sent there is a transfer abroad under India&apos;s Digital Personal Data Protection Act 2023; check the customer&apos;s obligations, or price an Indian region.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data residency: the offer runs in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workspace holds no scenario: there is nothing to compare or recommend.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No plan can be recommended yet: none of the %1 compared fits in GPU memory, meets its serving target where it has one and has a priced offer. The comparison below shows what each one lacks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>We recommend %1: %2 (%3) on %4 × %5, priced at %6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not estimated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is the only plan compared that fits in GPU memory and has a priced offer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Of the %1 plans compared that fit in GPU memory and have a priced offer, it has the lowest %2: %3, against %4 for the next cheapest, %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is faster (%2 against %3) but costs %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is also the fastest of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 usable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main risk: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be estimated: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not fit: it needs %2 per GPU, and %3 has %4 usable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 misses its serving target: its cost is for the load it reaches, not the one asked for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no priced offer for its GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not recommended:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These figures include what-if changes to the saved scenarios; each one is listed under Assumptions and sources.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No scenario to compare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 compared, every figure from the planning engine with the workspace&apos;s what-if changes applied. Money is in %3; the cost is that of the cheapest offer priced for each plan&apos;s own GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scenarios</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model and task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cheapest offer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could not be estimated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bold: the best value of the row among the plans that fit in GPU memory (compared within training or within serving). —: does not apply to that plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per result at the cheapest offer priced for each plan&apos;s GPU. A faded bar: the plan does not fit in GPU memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to result: wall-clock hours for training, seconds per request for serving.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU by component; the mark on each bar is the usable memory of its GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost against time, one point per plan; the line joins the plans no other plan beats on both (the Pareto front).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cumulative cost over a year with the plan&apos;s GPUs rented around the clock at the cheapest hourly offer, plus the what-if DevOps hours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No plan qualifies for a recommendation (see the summary).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The recommended plan: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model: %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs: %1 × %2 (%3 per node, %4 %5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parallel layout: tensor %1, context %2, pipeline %3, data %4, ZeRO stage %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parallel layout: tensor %1, pipeline %2, data %3, ZeRO stage %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training: %1, %2, micro-batch %3, global batch %4, sequence %5 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving: %1 weights, %2 KV cache, %3 concurrent sequences, %4 prompt and %5 output tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP32 master weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Logits and loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA optimizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quantisation constants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO-3 gathered weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allocator reserve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Component</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GB per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total (what nvidia-smi shows)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usable on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How it is worked out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Priced offers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per serving hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per million tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>prices %1, another GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1-GPU instances cannot hold one node of the plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU only, the host is billed on top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; commits to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not stated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 x %2 = %3 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bold: the offer the comparison uses (the cheapest of the plan&apos;s pricing tier that rents its own GPU in whole nodes at a price that includes the host). Billed: instances x GPUs per instance. A reserved price is what a holder of the reservation pays; taking one out commits to the whole term.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No offer is priced for this plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Risks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What-if changes applied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WHAT-IF:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 model FLOPs utilisation set to %2 for every training scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 every offer price × %2%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tokens to train set to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPU count asked: %2; each scenario takes the nearest count it can run (below)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPU generation: %2 for every scenario that can run on it (below)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 exchange rate set to %2 %3 per USD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 DevOps %2 hours per month at %3 per hour (in the cumulative cost chart)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None: every figure uses the scenarios as saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every money figure is in %1, converted at the catalog&apos;s exchange rates below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 USD = %1 %2 (%3, as of %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>date not stated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (for %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (for %2 and %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (for %2 and %3 more)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Listed price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one-off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per %2 for %3 %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Listed prices include the what-if price factor of %1%; each row&apos;s source is under Catalog rows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monthly prices are spread over 730 hours a month; each row&apos;s source is under Catalog rows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog rows behind the figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Methods</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProposalExport</name>
    <message>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>output %1: name a .pdf, .html or .md file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Logo: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProposalExportDialog</name>
    <message>
        <source>Proposal options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenarios:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charts and total cost of ownership</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sections:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A4 portrait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Letter portrait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paper:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Currency:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shown on the cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Author:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optional image for the cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cover logo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Logo:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProposalInputTables</name>
    <message>
        <source>Inputs of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not estimated: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inputs every scenario shares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inputs that differ between the scenarios</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where it comes from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—: that scenario has no such input from this source (another row may give it from another).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProposalLogo</name>
    <message>
        <source>the SVG declares entities (&lt;!ENTITY&gt;); save it without a DTD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the SVG loads a style sheet (&lt;?xml-stylesheet?&gt;); put its styles in the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the SVG&apos;s style imports another file (@import); put its styles in the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the SVG&apos;s style refers to %1 outside the file; only url(#id) is drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the SVG&apos;s &lt;%1&gt; refers to &quot;%2&quot; outside the file; a logo may only use its own elements (#id) and embedded PNG or JPEG data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the SVG&apos;s &lt;%1&gt; refers to %2 outside the file; only url(#id) is drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the SVG is not well-formed XML (%1 at line %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is larger than %2 MB; a cover logo is drawn at most 45 x 20 mm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is compressed (.svgz or gzip); save the logo as PNG, JPEG or plain SVG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not drawn: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a PNG, JPEG, GIF, BMP or SVG image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be drawn as a %2 image (damaged?)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProposalOptions</name>
    <message>
        <source>Executive summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenarios compared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The recommended plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assumptions and sources</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProposalPrinter</name>
    <message>
        <source>Could not draw the proposal into %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProposalTcoSection</name>
    <message>
        <source>TCO analysis %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The analysis is in %1; its figures are restated here in %2 at the analysis&apos; own exchange rates (see Assumptions).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The figures are in %1, the analysis&apos; currency: it holds no exchange rate for %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total cost of ownership</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renting, managed capacity and owning, compared month by month over a horizon by the TCO model. Each option&apos;s cash is its compute, power, space, DevOps (only where the team runs the machines) and, for owned hardware, the purchase in month 0 and at each refresh. Its full cost is that cash, plus any reservation still owed after the horizon, less the owned hardware&apos;s book value at the horizon. Interruptible offers (spot, community, marketplace) are marked: the provider can take their GPUs back at short notice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This analysis cannot be computed: %1. Open it in the TCO wizard to correct it; the proposal shows no figure for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 runs a month of %2 GPU-hours each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPU-hours a month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the GPUs busy %1 of the time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload: %1 GPUs, %2 (%3 utilisation of %1 × %4 hours a month), over %5 months, money in %6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per million tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per GPU-hour of work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average per month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cash over %1 months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One more GPU-hour of work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 up to %2 h a month more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, with VPS lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not computed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bold: the lowest full cost. Average per month: the full cost over %1 months. Cash: what is paid in the horizon, the purchase included; full cost adds a reservation still owed after it and credits owned hardware&apos;s book value at its end%2. One more GPU-hour: what an extra hour of work a month adds (nothing while a held fleet has spare hours, up to the hours shown).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (here not credited: a cash payback)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cumulative cash per option, month 0 the purchase of owned hardware; a red mark where owning&apos;s cumulative cost falls below renting&apos;s (the crossover).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-even utilisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crossover (at %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>owning wins above %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>owning wins below %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not within %1 months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>month %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-even: the utilisation at which the two full costs over %1 months are equal. Crossover: the month in which owning&apos;s cumulative cash falls to renting&apos;s at today&apos;s utilisation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 months: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-even utilisation of %1 against %2 by horizon: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not break even against %2 at any utilisation, over any horizon from %3 to %4 months.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full cost over %1 months of each option at 5% to 100% utilisation: where an owned line crosses a rented one is their break-even.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No owned option is compared, so there is no break-even or crossover.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What would change the answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How much each input, 20% lower or higher, changes the lead of %1 over %2 (%3 now).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lead at ሠ%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lead at +20%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another option wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>below %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>above %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none in the range tested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lead: the runner-up&apos;s full cost less the cheapest&apos;s. A negative lead: the runner-up is cheaper there. Range tested: each input from its lowest sensible value to five times today&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Not shown (no change to the lead, or beyond the %1 largest): %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model&apos;s conclusion: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set in the analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the model&apos;s default: the economic view, the book value at the horizon credited (off = a cash payback)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the model&apos;s default: one 8-GPU server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the model&apos;s default: the region&apos;s currency (INR for India, USD for the US)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the model&apos;s built-in value (no source recorded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where it comes from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Currency of the analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>currencies %1: %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 per USD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Horizon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discount rate (NPV only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> a year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs per job (the fleet a held option keeps)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs per month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-hours per run (reference GPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-hours per month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens per month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refresh period (owned)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resale value at refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> of the price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Book value credited at the horizon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no (cash payback)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server power around each GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average power load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PUE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Electricity per kWh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colocation per kW-month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Own data centre build per IT kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Own data centre life</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spares bought on top of the fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DevOps rate, fully loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> an hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DevOps hours a month (self-managed options)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per option, below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interruptions per GPU-day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reclaims per GPU-day (interruptible)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart after a failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Young/Daly optimum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared-instance penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> more time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TCO inputs: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPU(s) per instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1× the reference GPU-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shared instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DevOps %1 h a month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SLA %1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 W per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VPS %1: %2 a month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>typed in the analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offers %1: %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>date not stated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offer %1, no longer in the catalog: the price saved with the analysis</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProposalTextDocument</name>
    <message>
        <source>Prepared by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figures estimated with %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProposalWorkspace</name>
    <message>
        <source>scenario %1: not in the workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>currency: %1 is not an ISO 4217 code (e.g. USD, EUR, INR)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>currency: the catalog has no exchange rate for %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Key (lower-case, unique in the table, e.g. %1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (invalid)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n/a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (does not fit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (misses target)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per result (cheapest offer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No scenario yet: add one to compare plans.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No scenario has a priced offer yet: tick offers under Pricing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wall-clock hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No scenario has an estimate yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GB per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usable memory of the GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No scenario has a memory estimate yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost against time (Pareto front joined)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request latency (seconds)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to result (hours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per million output tokens (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per run (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No scenario has both a time and a cost yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cumulative cost (GPUs around the clock + DevOps)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cumulative cost (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No scenario has an hourly offer to run a monthly cost from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cumulative cost over %1 months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No option could be costed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per month: compute %1 + power %2 + space %3 + DevOps %4 + VPS %5; upfront %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
One more GPU-hour of work: %1 while the fleet has room (%2 h a month spare)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
One more GPU-hour of work: %1 (billed per hour used)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 overtakes %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full cost over %1 months by utilisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Utilisation (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full cost (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>training run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>million tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-hour of work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per %1 (full cost, averaged over %2 months)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only one option: nothing to flip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change in the cheapest option&apos;s lead over the runner-up (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What moves the answer: top %1 of %2 inputs, each -20% / +20%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What moves the answer: each input -20% / +20%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Why this number?&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Select any figure in the comparison table to see its formula, the inputs it used and the catalog rows (with source and as-of date) behind it.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom model...</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScenarioEditor</name>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScenarioListPane</name>
    <message>
        <source>Double-click to rename; drag to reorder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a scenario from a template, or a copy of the selected one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy of the selected scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan from a question...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workload wizard: from what the team wants to do to priced configurations.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the selected scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected scenario (undo brings it back)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario&apos;s colour in the table header and every chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario colour</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TcoPane</name>
    <message>
        <source>Rent, managed or buy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No TCO analysis yet: Tools &gt; Rent, managed or buy (TCO) compares renting, managed capacity and owning over time. &quot;Add to workspace&quot; keeps the analysis here, with its inputs editable as a what-if.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the TCO wizard...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open in TCO wizard...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removes the analysis from the workspace (Edit &gt; Undo brings it back).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This analysis cannot be computed: %1. Open it in the TCO wizard to correct it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cumulative cost over %2 months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What if</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TcoWizard</name>
    <message>
        <source>Rent, managed or buy?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default from: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How much GPU time a month: a utilisation of a fleet, or training runs from a workspace scenario.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs (the fleet, and the GPUs a job uses)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Utilisation (busy share of the fleet&apos;s hours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None: use the utilisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training runs from a workspace scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> GPU-h per run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-hours of one run (from the estimate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> runs a month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs per month (0 = use the utilisation)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Horizon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show money in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> INR per USD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog offers for one GPU: the cheapest of each rented tier, a managed offer, and a purchase placed in a colocation or an own data centre. Untick what you do not want to compare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> INR a month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The article&apos;s hybrid: API hosting, CI and experiment tracking on plain VPS lines next to owned GPUs. Above 0, a hybrid option (own hardware in a colocation + this) is added. Type your quote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hybrid: VPS for the non-GPU layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  [%1 %2 per %3, offer %4, as of %5]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>purchase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owning the hardware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Depreciation, resale, power and space. Each default comes from the catalog&apos;s TCO defaults (hover for the source).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refresh period (sold and bought again)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resale value after a refresh period</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Credit the hardware&apos;s book value at the horizon (uncheck: a cash payback, the article&apos;s view)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> %1 per kWh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Electricity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PUE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> W per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server power around each GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average power draw (of full power)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> %1 per kW-month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colocation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DevOps time counts only where your team runs the machines (dedicated, own); failures cost lost GPU-hours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> h a month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DevOps hours (self-managed options)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> %1 per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loaded engineering rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> per GPU-day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interruptions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint write time (interval: Young/Daly optimum)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart after an interruption</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared-instance slowdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Providers&apos; SLAs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2% monthly uptime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: none published</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cumulative cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-even curve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working out break-even and sensitivity: %p%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled: go Back and Next to work the analysis out again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add to workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rent, managed or buy: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot compute: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot edit this analysis: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Update in workspace</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UtilisationCheckDialog</name>
    <message>
        <source>Observed utilisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DataLoader workers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage read speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;pin_memory=True</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU utilisation check: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average GPU utilisation during training, from nvidia-smi dmon -s u.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>num_workers of the PyTorch DataLoader on each GPU&apos;s process.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sustained read speed of the storage holding the dataset (e.g. fio sequential read). Empty: not measured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whether the DataLoader pins host memory so batches copy to the GPU asynchronously.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Utilisation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data&amp;Loader workers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Storage read speed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Likely</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix (the article)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worth per run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct the entries above to see the causes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot check: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
The engine times this run at %2 h with the GPUs fed (nvidia-smi would show about %3%); at %4% it takes about %5 h.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>likely</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not indicated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not estimated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (no price: the plan has no headline offer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
Priced at %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VramWizard</name>
    <message>
        <source>Plan GPU memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add to workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU by component, as the engine computes it, against the GPU&apos;s usable memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model and GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model decides the weights; the GPU the capacity the bar is held against.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog architectures: layers, widths, heads and vocabulary as published.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GPU to hold the plan against; the last page compares every catalog GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;GPU:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Or start from one of the seed article&apos;s worked examples:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>13B &amp;walk-through</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>7B QLoRA on &amp;24 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>70B at &amp;4 bits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill every page with the article&apos;s assumptions for this example.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training keeps gradients and optimizer states; serving keeps the KV cache.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Task:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the GPUs do with the model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pre-train from scratch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full fine-tune</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA fine-tune</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QLoRA fine-tune (4-bit base)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serve (inference)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Precision and optimizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mixed precision keeps an FP32 master copy; AdamW two FP32 moments: 12 bytes a trained parameter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Precision:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute precision of training.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BF16 mixed (FP32 master weights)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pure BF16 (no FP32 copy: 8 bytes a parameter with AdamW)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP8 mixed (Hopper and later)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP32</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Optimizer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer states per trained parameter: AdamW 8 B, 8-bit AdamW 2 B, SGD momentum 4 B, Adafactor about 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AdamW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8-bit AdamW (bitsandbytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adafactor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paged AdamW (bitsandbytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paged 8-bit AdamW (bitsandbytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch and sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activations and the KV cache grow with both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Micro-batch:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sequences per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequences each GPU processes at once; gradient accumulation makes up the rest of the batch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sequence length:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens per training sequence.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Concurrent sequences:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Concurrent sequences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sequences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests decoded together; each holds its KV cache.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Prompt:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompt length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompt tokens per request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Output:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generated tokens per request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recomputation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradient checkpointing trades activation memory for about a third more compute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Recomputation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Korthikanti et al. 2022: selective recomputes attention only; full recomputes each layer&apos;s forward.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selective (attention)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full (gradient checkpointing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA / QLoRA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the adapters train: their gradients and optimizer states are tiny.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rank:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank r of the adapter matrices on q, k, v and o (16-64 is common).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight and KV-cache precision decide what fits next to the weights.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Weights:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage format of the weights.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP16 / BF16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>INT8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4-bit (GPTQ / AWQ / NF4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;KV cache:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Precision of the attention keys and values kept per token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>INT4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parallelism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor and pipeline parallel split the model; ZeRO shards training state over replicas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;GPUs in the node:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs in the one node (1-8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tensor parallel:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs each layer is split over; must divide the heads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pipeline stages:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline stages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stages the layers are divided into.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;ZeRO stage:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO-1 shards optimizer states, 2 also gradients, 3 (FSDP full shard) also weights, over the data-parallel replicas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 (none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1: optimizer states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2: + gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 / FSDP: + weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What holds it, and how to make it fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every figure from the planning engine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cheapest ways to make it fit on the chosen GPU:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every catalog GPU:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewest GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seed article&apos;s worked examples against the engine:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Example</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Component</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Article</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why they differ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On one %1 (%2 usable): %3 needs %4 per GPU, so it %5. Largest %6 that fits: %7. Longest %8 that fits: %9 tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>micro-batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>number of concurrent sequences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>context (prompt + output)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not modelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine time with the change / without (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wall clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>request latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs x time with the change / without: what it does to the bill.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (TP %2 x CP %3 x PP %4 x DP %5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (TP %2 x PP %3 x DP %4)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WhatIfPanel</name>
    <message>
        <source> %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>own value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model FLOPs utilisation for every scenario: the share of peak TFLOPS a real run reaches (PaLM reports 46%, Chowdhery et al. 2022). &quot;own&quot; = each scenario&apos;s own value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MFU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every offer&apos;s price as a share of the catalog price: 80% asks &quot;what if we negotiate 20% off&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price (% of catalog)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> B tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens to train for every training scenario (training time grows linearly with them: 6 x parameters x tokens FLOPs, Kaplan et al. 2020).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens to train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total GPUs for every scenario, rounded to the nearest count each one can run: whole model copies on whole nodes, a data-parallel degree that splits its global batch, a network past one node. Each scenario&apos;s header and the what-if list say what it got.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> h/month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engineering hours per month to run the cluster (DevOps/MLOps), added to the monthly cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DevOps hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loaded cost of one DevOps hour, in the workspace currency.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DevOps rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> INR/USD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rupees per US dollar: re-prices every INR offer against USD ones (and the other way round). Left = the catalog&apos;s dated rate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step every scenario onto another catalog GPU, oldest to newest. Each offer is swapped like for like: the same provider and tier, else the median offer of that tier, never a cheaper tier; the column header says which. Left = each scenario&apos;s own GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU generation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset what-if</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to every scenario&apos;s own inputs (one undo step).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Snapshot as scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the selected scenario, with the current what-if applied, as a new scenario.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;What if...&lt;/b&gt; (changes every scenario at once; Ctrl+Z undoes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each scenario&apos;s own GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No what-if applied: every figure is the scenarios&apos; own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What-if applied to every scenario. Saved scenarios are unchanged until you snapshot one. Changed figures are marked in the table and charts.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WorkloadDataPage</name>
    <message>
        <source>&amp;Tokens to train on:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A &amp;dataset, seen several times:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>billion tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dataset size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How much data?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute grows with tokens: about 6 x parameters FLOPs per token for training.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens processed over the whole run, in billions (2 = 2 billion tokens).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens in the dataset once, in billions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many times the run goes over the dataset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens per training sequence; activation memory grows with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dataset size x epochs gives the tokens to train on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Epochs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Se&amp;quence length:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WorkloadGoalPage</name>
    <message>
        <source>Also say &amp;why GPUs, and not a CPU, TPU or NPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What is the team doing?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seed article&apos;s first step: training from scratch, fine-tuning and serving need different infrastructure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Train a model from scratch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pre-training: every weight learns from random initialisation. Needs the most compute, memory and fast links.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fine-tune all the weights of an existing model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full fine-tuning: all weights, their gradients and the optimizer states are in memory (about 16 bytes a parameter).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fine-tune with &amp;LoRA adapters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA: the base model is frozen in 16 bits and small adapter matrices learn; far less memory than full fine-tuning.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fine-tune with &amp;QLoRA (4-bit base)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QLoRA: LoRA on a base model quantised to 4 bits (NF4); the least memory, a little slower per step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Serve a model to users (inference)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inference: answer requests within a latency target; memory holds the weights and every request&apos;s KV cache.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The recommendation then quotes the catalog&apos;s processor comparison (the seed article&apos;s table), with its source.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WorkloadLimitsPage</name>
    <message>
        <source>Deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Deadline:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B&amp;udget:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deadline and budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The training run must finish within this many days of compute (1.5 = 36 hours). Empty: no deadline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A monthly budget for serving around the clock (730 hours a month). Leave it empty for none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When must the run be done, and what may one run cost? Leave either empty for none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B&amp;udget per month (%1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B&amp;udget per run (%1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most the service may cost per month in %1, GPUs only. Empty: no budget.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most one training run may cost in %1, GPUs only. Empty: no budget.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WorkloadModelPage</name>
    <message>
        <source>A model from the &amp;catalog:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A model of this &amp;size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>billion parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which model?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its size decides the memory: weights alone take 2 bytes a parameter in 16 bits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Architectures from the catalog, with their published layer counts and widths.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters in billions, e.g. 13 for a 13B model. The catalog architecture nearest in size stands in for its layers and widths.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When your model is not in the catalog: its size in billions of parameters.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WorkloadRecommendationPage</name>
    <message>
        <source>Check &amp;GPU utilisation of a running job...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checked by the planning engine. Tick the configurations to add to the workspace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Options:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The three cheapest that meet every target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cheapest of each GPU type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both lists meet every target; the GPU types below can be added too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cheapest configurations that fit memory and meet the deadline and budget; Space ticks a row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU types the catalog rents (tick a row to add its cheapest configuration):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every GPU type the catalog rents: the fewest GPUs that hold the job, and its cheapest configuration that meets every target, or why there is none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Below 70% GPU utilisation the bottleneck is not the GPU: see the causes and what fixing them is worth.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Option %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot recommend: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tier: %1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parallel strategy: %1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Residency: %1. Every offer priced is hosted in India; the scenarios added keep this in their name and notes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewest GPUs that hold it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meets the deadline with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meets every target with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add this GPU&apos;s cheapest configuration to the workspace as a scenario.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>none: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per million tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per million output tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Option %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add this configuration to the workspace as a scenario.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s (TTFT %2 ms, %3 ms/token)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WorkloadResidencyPage</name>
    <message>
        <source>The data includes &amp;personal data of people in India</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only offers hosted in &amp;India</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow &amp;spot capacity (cheaper, can be reclaimed mid-run)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Include offers the catalog &amp;flags (restricted eligibility, disputed or superseded prices)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where may it run?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data residency and interruptible capacity limit the offers the search may use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Customer, employee or patient data of people in India: India&apos;s DPDP Act 2023 and DPDP Rules 2025 may apply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exclude every offer whose region is outside India or not stated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spot / preemptible GPUs: the provider may take them back, so the run needs checkpoints to resume.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offers only eligible users can buy (government portals, academic or startup programmes), prices another source disputes, and prices a newer row replaces are left out unless ticked; when included they are marked.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WorkloadTrafficPage</name>
    <message>
        <source>Load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>requests per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompt length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow &amp;8-bit and 4-bit weights and an FP8 KV cache (test the quality first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How much traffic?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The article: inference needs fast memory and sustained throughput; cost per query decides.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests per second at peak that the service must sustain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average prompt (input) tokens per request, system prompt included.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average generated tokens per request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest acceptable wait before the first token appears (prefill of the request&apos;s batch). Empty: no target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest acceptable time between two generated tokens (50 ms = 20 tokens/s per user). Empty: no target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quantised weights need less memory and bandwidth, so fewer GPUs; they can lose quality on your task.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Load:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Prompt:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Output:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to &amp;first token:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time per output &amp;token:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WorkloadWizard</name>
    <message>
        <source>Plan a workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add to workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Add %n scenario(s) from %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WorkspaceView</name>
    <message>
        <source>Scenarios</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rent, managed or buy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What-if</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why this number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Workshop mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Large type and a clean comparison view for a projector.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;napshot what-if as new scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy comparison as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rent, managed or buy (&amp;TCO analyses)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The TCO analyses kept in this workspace, their inputs editable as a what-if.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each start is a complete plan on the catalog (model, GPUs, priced offers) that you then change; or answer a few questions and let the wizard size it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
