import type { Kysely } from "kysely";
import type { Migration, MigrationProvider } from "kysely/migration";
import type { Dialect } from "../connect";
import { up as leadsAndNotifications } from "./001-leads-and-notifications";
import { up as leadAttribution } from "./002-lead-attribution";
import { up as leadContentHash } from "./003-lead-content-hash";
import { up as deliveryDestinations } from "./005-delivery-destinations";
import { up as leadAdsConsent } from "./005b-lead-ads-consent";
import { up as bcbSeries } from "./006-bcb-series";
import { up as panel } from "./006b-panel";
import { up as leadDataKeys } from "./007-lead-data-keys";
import { up as exportPermission } from "./008-export-permission";
import { up as lostReasonText } from "./012-lost-reason-text";
import { up as panelSettings } from "./013-panel-settings";
import { up as followUps } from "./014-follow-ups";
import { up as leadOwner } from "./015-lead-owner";
import { up as pushSubscriptions } from "./016-push-subscriptions";
import { up as personSearch } from "./017-person-search";
import { up as conversionTime } from "./018-conversion-time";
import { up as keptClicks } from "./019-kept-clicks";
import { up as adSpend } from "./020-ad-spend";
import { up as expectedValue } from "./021-expected-value";
import { up as platformFetches } from "./022-platform-fetches";
import { up as followUpSummaries } from "./023-follow-up-summaries";
import { up as assignedAlerts } from "./025-assigned-alerts";
import { up as resultsRollUp } from "./026-results-roll-up";
import { up as unopenedLeadsIndex } from "./027-unopened-leads-index";

type Up = (db: Kysely<unknown>, dialect: Dialect) => Promise<void>;

/**
 * Versioned schema changes, one file each, applied in name order at start by Kysely's Migrator (which records each
 * name in kysely_migration and locks against a second replica migrating at the same time). A database looks up what
 * it already ran by these names: never rename one, never edit a shipped migration, add the next number (README.md).
 */
const MIGRATIONS: readonly (readonly [name: string, up: Up])[] = [
  ["001_leads_and_notifications", leadsAndNotifications],
  ["002_lead_attribution", leadAttribution],
  ["003_lead_content_hash", leadContentHash],
  ["005_delivery_destinations", deliveryDestinations],
  ["005b_lead_ads_consent", leadAdsConsent],
  ["006_bcb_series", bcbSeries],
  ["006b_panel", panel],
  ["007_lead_data_keys", leadDataKeys],
  ["008_export_permission", exportPermission],
  ["012_lost_reason_text", lostReasonText],
  ["013_panel_settings", panelSettings],
  ["014_follow_ups", followUps],
  ["015_lead_owner", leadOwner],
  ["016_push_subscriptions", pushSubscriptions],
  ["017_person_search", personSearch],
  ["018_conversion_time", conversionTime],
  ["019_kept_clicks", keptClicks],
  ["020_ad_spend", adSpend],
  ["021_expected_value", expectedValue],
  ["022_platform_fetches", platformFetches],
  ["023_follow_up_summaries", followUpSummaries],
  // "Lead atribuído a você" alerts in the outbox (issue 37, docs/decisions/072).
  ["025_assigned_alerts", assignedAlerts],
  // The results page from a roll-up kept by triggers, speed to lead from stored waits (issue 37, docs/decisions/080).
  ["026_results_roll_up", resultsRollUp],
  // "What needs me now" without reading every lead (issue 36).
  ["027_unopened_leads_index", unopenedLeadsIndex],
];

export function migrationProvider(dialect: Dialect): MigrationProvider {
  const migrations = MIGRATIONS.map(([name, up]): [string, Migration] => [name, { up: (db) => up(db, dialect) }]);
  return { getMigrations: async () => Object.fromEntries(migrations) };
}
