import * as migration_20261121_160922_initial from './20261121_160922_initial';
import * as migration_20261121_164341_lead_notifications from './20261121_164341_lead_notifications';
import * as migration_20261121_190308_baidu_settings from './20261121_190308_baidu_settings';
import * as migration_20261124_204027_audit_log_sign_in from './20261124_204027_audit_log_sign_in';
import * as migration_20261125_090000_search_index from './20261125_090000_search_index';
import * as migration_20261125_204417_lead_submission_key from './20261125_204417_lead_submission_key';
import * as migration_20261125_204718_insight from './20261125_204718_insight';
import * as migration_20261125_204822_redirects_collection from './20261125_204822_redirects_collection';
import * as migration_20261125_212138_translation_state from './20261125_212138_translation_state';
import * as migration_20261126_120000_search_text_blocks from './20261126_120000_search_text_blocks';
import * as migration_20261127_0100_audit_email_changed from './20261127_0100_audit_email_changed';
import * as migration_20261127_0300_redirect_replaces_page from './20261127_0300_redirect_replaces_page';
import * as migration_20261127_0301_media_is_public from './20261127_0301_media_is_public';
import * as migration_20261127_0500_insight_bounds from './20261127_0500_insight_bounds';
import * as migration_20261127_0501_search_best_bets from './20261127_0501_search_best_bets';
import * as migration_20261127_0610_case_industry from './20261127_0610_case_industry';
import * as migration_20261127_070000_lead_note_history from './20261127_070000_lead_note_history';
import * as migration_20261127_080000_seo_fields from './20261127_080000_seo_fields';
import * as migration_20261127_0800_audit_content_changes from './20261127_0800_audit_content_changes';
import * as migration_20261127_090000_lead_context from './20261127_090000_lead_context';
import * as migration_20261127_0900_drag_order from './20261127_0900_drag_order';
import * as migration_20261127_1000_list_indexes from './20261127_1000_list_indexes';
import * as migration_20261127_1001_document_indexes from './20261127_1001_document_indexes';
import * as migration_20261127_120000_public_security_filing from './20261127_120000_public_security_filing';
import * as migration_20261127_130000_caption_tracks from './20261127_130000_caption_tracks';
import * as migration_20261127_140000_software_checksum from './20261127_140000_software_checksum';
import * as migration_20261127_150000_software_requirements from './20261127_150000_software_requirements';
import * as migration_20261127_160000_case_voice_demo_notice from './20261127_160000_case_voice_demo_notice';
import * as migration_20261127_170000_image_language from './20261127_170000_image_language';
import * as migration_20261127_180000_software_older_versions from './20261127_180000_software_older_versions';
import * as migration_20261206_120000_schema_drift from './20261206_120000_schema_drift';
import * as migration_20261206_195653_redirect_changed_at from './20261206_195653_redirect_changed_at';
import * as migration_20261206_232026_audit_language_unpublished from './20261206_232026_audit_language_unpublished';
import * as migration_20261206_234952_edit_window from './20261206_234952_edit_window';
import * as migration_20261207_025255_redirect_flattened from './20261207_025255_redirect_flattened';
import * as migration_20261207_085815_lead_alerts from './20261207_085815_lead_alerts';
import * as migration_20261207_185333_not_found_log from './20261207_185333_not_found_log';
import * as migration_20261207_211712_search_pushes from './20261207_211712_search_pushes';

export const migrations = [
  {
    up: migration_20261121_160922_initial.up,
    down: migration_20261121_160922_initial.down,
    name: '20261121_160922_initial',
  },
  {
    up: migration_20261121_164341_lead_notifications.up,
    down: migration_20261121_164341_lead_notifications.down,
    name: '20261121_164341_lead_notifications',
  },
  {
    up: migration_20261121_190308_baidu_settings.up,
    down: migration_20261121_190308_baidu_settings.down,
    name: '20261121_190308_baidu_settings',
  },
  {
    up: migration_20261124_204027_audit_log_sign_in.up,
    down: migration_20261124_204027_audit_log_sign_in.down,
    name: '20261124_204027_audit_log_sign_in',
  },
  {
    up: migration_20261125_090000_search_index.up,
    down: migration_20261125_090000_search_index.down,
    name: '20261125_090000_search_index',
  },
  {
    up: migration_20261125_204417_lead_submission_key.up,
    down: migration_20261125_204417_lead_submission_key.down,
    name: '20261125_204417_lead_submission_key',
  },
  {
    up: migration_20261125_204718_insight.up,
    down: migration_20261125_204718_insight.down,
    name: '20261125_204718_insight',
  },
  {
    up: migration_20261125_204822_redirects_collection.up,
    down: migration_20261125_204822_redirects_collection.down,
    name: '20261125_204822_redirects_collection',
  },
  {
    up: migration_20261125_212138_translation_state.up,
    down: migration_20261125_212138_translation_state.down,
    name: '20261125_212138_translation_state',
  },
  {
    up: migration_20261126_120000_search_text_blocks.up,
    down: migration_20261126_120000_search_text_blocks.down,
    name: '20261126_120000_search_text_blocks',
  },
  {
    up: migration_20261127_0100_audit_email_changed.up,
    down: migration_20261127_0100_audit_email_changed.down,
    name: '20261127_0100_audit_email_changed',
  },
  {
    up: migration_20261127_0300_redirect_replaces_page.up,
    down: migration_20261127_0300_redirect_replaces_page.down,
    name: '20261127_0300_redirect_replaces_page',
  },
  {
    up: migration_20261127_0301_media_is_public.up,
    down: migration_20261127_0301_media_is_public.down,
    name: '20261127_0301_media_is_public',
  },
  {
    up: migration_20261127_0500_insight_bounds.up,
    down: migration_20261127_0500_insight_bounds.down,
    name: '20261127_0500_insight_bounds',
  },
  {
    up: migration_20261127_0501_search_best_bets.up,
    down: migration_20261127_0501_search_best_bets.down,
    name: '20261127_0501_search_best_bets',
  },
  {
    up: migration_20261127_0610_case_industry.up,
    down: migration_20261127_0610_case_industry.down,
    name: '20261127_0610_case_industry',
  },
  {
    up: migration_20261127_070000_lead_note_history.up,
    down: migration_20261127_070000_lead_note_history.down,
    name: '20261127_070000_lead_note_history',
  },
  {
    up: migration_20261127_080000_seo_fields.up,
    down: migration_20261127_080000_seo_fields.down,
    name: '20261127_080000_seo_fields',
  },
  {
    up: migration_20261127_0800_audit_content_changes.up,
    down: migration_20261127_0800_audit_content_changes.down,
    name: '20261127_0800_audit_content_changes',
  },
  {
    up: migration_20261127_090000_lead_context.up,
    down: migration_20261127_090000_lead_context.down,
    name: '20261127_090000_lead_context',
  },
  {
    up: migration_20261127_0900_drag_order.up,
    down: migration_20261127_0900_drag_order.down,
    name: '20261127_0900_drag_order',
  },
  {
    up: migration_20261127_1000_list_indexes.up,
    down: migration_20261127_1000_list_indexes.down,
    name: '20261127_1000_list_indexes',
  },
  {
    up: migration_20261127_1001_document_indexes.up,
    down: migration_20261127_1001_document_indexes.down,
    name: '20261127_1001_document_indexes',
  },
  {
    up: migration_20261127_120000_public_security_filing.up,
    down: migration_20261127_120000_public_security_filing.down,
    name: '20261127_120000_public_security_filing',
  },
  {
    up: migration_20261127_130000_caption_tracks.up,
    down: migration_20261127_130000_caption_tracks.down,
    name: '20261127_130000_caption_tracks',
  },
  {
    up: migration_20261127_140000_software_checksum.up,
    down: migration_20261127_140000_software_checksum.down,
    name: '20261127_140000_software_checksum',
  },
  {
    up: migration_20261127_150000_software_requirements.up,
    down: migration_20261127_150000_software_requirements.down,
    name: '20261127_150000_software_requirements',
  },
  {
    up: migration_20261127_160000_case_voice_demo_notice.up,
    down: migration_20261127_160000_case_voice_demo_notice.down,
    name: '20261127_160000_case_voice_demo_notice',
  },
  {
    up: migration_20261127_170000_image_language.up,
    down: migration_20261127_170000_image_language.down,
    name: '20261127_170000_image_language',
  },
  {
    up: migration_20261127_180000_software_older_versions.up,
    down: migration_20261127_180000_software_older_versions.down,
    name: '20261127_180000_software_older_versions',
  },
  {
    up: migration_20261206_120000_schema_drift.up,
    down: migration_20261206_120000_schema_drift.down,
    name: '20261206_120000_schema_drift',
  },
  {
    up: migration_20261206_195653_redirect_changed_at.up,
    down: migration_20261206_195653_redirect_changed_at.down,
    name: '20261206_195653_redirect_changed_at',
  },
  {
    up: migration_20261206_232026_audit_language_unpublished.up,
    down: migration_20261206_232026_audit_language_unpublished.down,
    name: '20261206_232026_audit_language_unpublished',
  },
  {
    up: migration_20261206_234952_edit_window.up,
    down: migration_20261206_234952_edit_window.down,
    name: '20261206_234952_edit_window',
  },
  {
    up: migration_20261207_025255_redirect_flattened.up,
    down: migration_20261207_025255_redirect_flattened.down,
    name: '20261207_025255_redirect_flattened',
  },
  {
    up: migration_20261207_085815_lead_alerts.up,
    down: migration_20261207_085815_lead_alerts.down,
    name: '20261207_085815_lead_alerts',
  },
  {
    up: migration_20261207_185333_not_found_log.up,
    down: migration_20261207_185333_not_found_log.down,
    name: '20261207_185333_not_found_log',
  },
  {
    up: migration_20261207_211712_search_pushes.up,
    down: migration_20261207_211712_search_pushes.down,
    name: '20261207_211712_search_pushes'
  },
];
