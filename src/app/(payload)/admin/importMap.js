import { TranslationStatusCell as TranslationStatusCell_fb5811a3a254f6f681e2621cab208043 } from '@/components/admin/TranslationStatus'
import { TranslationStatusField as TranslationStatusField_fb5811a3a254f6f681e2621cab208043 } from '@/components/admin/TranslationStatus'
import { ListTitleCell as ListTitleCell_c6e1c62811f6a40894b9e33d9fccda26 } from '@/components/admin/ListTitleCell'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { TableFeatureClient as TableFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SeoTitleField as SeoTitleField_0ee07c4d751181cafa83fb83df4a3a6d } from '@/components/admin/SeoFields'
import { SeoDescriptionField as SeoDescriptionField_0ee07c4d751181cafa83fb83df4a3a6d } from '@/components/admin/SeoFields'
import { SeoPreview as SeoPreview_0ee07c4d751181cafa83fb83df4a3a6d } from '@/components/admin/SeoFields'
import { ScheduledCell as ScheduledCell_5ba0a4784fdc8a05b04c38d4b6734741 } from '@/components/admin/ScheduledCell'
import { EditedByField as EditedByField_94c6d93999565ec1f035a072f0128ce0 } from '@/components/admin/EditedByField'
import { TranslationFilters as TranslationFilters_24ad869c97f878c5da51b22a047c4db5 } from '@/components/admin/TranslationFilters'
import { RowLabel as RowLabel_7f4fa5fc68fb5a0a92393f6444a57fbd } from '@/components/admin/RowLabel'
import { MaskedPhoneCell as MaskedPhoneCell_4e178eee6921477f6175f2920ac50b5e } from '@/components/admin/MaskedPhoneCell'
import { EmailCell as EmailCell_2ab5455a17561fe0550fd4f56021804e } from '@/components/admin/LeadContact'
import { LeadContactLinks as LeadContactLinks_2ab5455a17561fe0550fd4f56021804e } from '@/components/admin/LeadContact'
import { NoteRowLabel as NoteRowLabel_2ab5455a17561fe0550fd4f56021804e } from '@/components/admin/LeadContact'
import { ExportLeadsButton as ExportLeadsButton_dfc015e147ecca7392a50b58d946480c } from '@/components/admin/ExportLeadsButton'
import { LeadChannelTest as LeadChannelTest_81041e825d2bcf0ca6d2d183a639fb39 } from '@/components/admin/LeadChannelTest'
import { CurrentPasswordField as CurrentPasswordField_cf1a4b30379bab442a970170a4a2b180 } from '@/components/admin/CurrentPasswordField'
import { ImportRedirectsButton as ImportRedirectsButton_65c99769f50ed180a07de0c86735a7d8 } from '@/components/admin/ImportRedirectsButton'
import { NotFoundRedirect as NotFoundRedirect_ef8decc6cba92c2cd5fa10b0493399b4 } from '@/components/admin/NotFoundRedirect'
import { SearchPushSummary as SearchPushSummary_57cb2e82ab272bb6cecad802dcce567b } from '@/components/admin/SearchPushSummary'
import { SignOut as SignOut_2623bc737c612ce9420322f2210a7f19 } from '@/components/admin/AdminNav'
import { InsightNavLink as InsightNavLink_a81e4fbb4a5594b81585f4a0b39c7d96 } from '@/components/admin/insight/InsightNavLink'
import { Dashboard as Dashboard_0e7b23c75ea046975e1784ba01f82886 } from '@/components/admin/Dashboard'
import { NavOpenOnWideScreens as NavOpenOnWideScreens_2623bc737c612ce9420322f2210a7f19 } from '@/components/admin/AdminNav'
import { VersionAuthors as VersionAuthors_fc38aa94bff2159f2fd8341c70ca5a74 } from '@/components/admin/VersionAuthors'
import { AdminDates as AdminDates_9ea432ccd3185e8ada5daa92b0c06dbf } from '@/components/admin/AdminDates'
import { UploadKindGuard as UploadKindGuard_ef29502b257330ba1ef5f56975ac800c } from '@/components/admin/UploadKindGuard'
import { PayloadTextFixes as PayloadTextFixes_71d09b84ca38ff820b98f75383f87207 } from '@/components/admin/PayloadTextFixes'
import { EditWindow as EditWindow_89f2f81cf2da4825743a6362b6c67e89 } from '@/components/admin/EditWindow'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { InsightView as InsightView_51eb6f60997df1903c85af5a72496d5f } from '@/components/admin/insight/InsightView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@/components/admin/TranslationStatus#TranslationStatusCell": TranslationStatusCell_fb5811a3a254f6f681e2621cab208043,
  "@/components/admin/TranslationStatus#TranslationStatusField": TranslationStatusField_fb5811a3a254f6f681e2621cab208043,
  "@/components/admin/ListTitleCell#ListTitleCell": ListTitleCell_c6e1c62811f6a40894b9e33d9fccda26,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#TableFeatureClient": TableFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@/components/admin/SeoFields#SeoTitleField": SeoTitleField_0ee07c4d751181cafa83fb83df4a3a6d,
  "@/components/admin/SeoFields#SeoDescriptionField": SeoDescriptionField_0ee07c4d751181cafa83fb83df4a3a6d,
  "@/components/admin/SeoFields#SeoPreview": SeoPreview_0ee07c4d751181cafa83fb83df4a3a6d,
  "@/components/admin/ScheduledCell#ScheduledCell": ScheduledCell_5ba0a4784fdc8a05b04c38d4b6734741,
  "@/components/admin/EditedByField#EditedByField": EditedByField_94c6d93999565ec1f035a072f0128ce0,
  "@/components/admin/TranslationFilters#TranslationFilters": TranslationFilters_24ad869c97f878c5da51b22a047c4db5,
  "@/components/admin/RowLabel#RowLabel": RowLabel_7f4fa5fc68fb5a0a92393f6444a57fbd,
  "@/components/admin/MaskedPhoneCell#MaskedPhoneCell": MaskedPhoneCell_4e178eee6921477f6175f2920ac50b5e,
  "@/components/admin/LeadContact#EmailCell": EmailCell_2ab5455a17561fe0550fd4f56021804e,
  "@/components/admin/LeadContact#LeadContactLinks": LeadContactLinks_2ab5455a17561fe0550fd4f56021804e,
  "@/components/admin/LeadContact#NoteRowLabel": NoteRowLabel_2ab5455a17561fe0550fd4f56021804e,
  "@/components/admin/ExportLeadsButton#ExportLeadsButton": ExportLeadsButton_dfc015e147ecca7392a50b58d946480c,
  "@/components/admin/LeadChannelTest#LeadChannelTest": LeadChannelTest_81041e825d2bcf0ca6d2d183a639fb39,
  "@/components/admin/CurrentPasswordField#CurrentPasswordField": CurrentPasswordField_cf1a4b30379bab442a970170a4a2b180,
  "@/components/admin/ImportRedirectsButton#ImportRedirectsButton": ImportRedirectsButton_65c99769f50ed180a07de0c86735a7d8,
  "@/components/admin/NotFoundRedirect#NotFoundRedirect": NotFoundRedirect_ef8decc6cba92c2cd5fa10b0493399b4,
  "@/components/admin/SearchPushSummary#SearchPushSummary": SearchPushSummary_57cb2e82ab272bb6cecad802dcce567b,
  "@/components/admin/AdminNav#SignOut": SignOut_2623bc737c612ce9420322f2210a7f19,
  "@/components/admin/insight/InsightNavLink#InsightNavLink": InsightNavLink_a81e4fbb4a5594b81585f4a0b39c7d96,
  "@/components/admin/Dashboard#Dashboard": Dashboard_0e7b23c75ea046975e1784ba01f82886,
  "@/components/admin/AdminNav#NavOpenOnWideScreens": NavOpenOnWideScreens_2623bc737c612ce9420322f2210a7f19,
  "@/components/admin/VersionAuthors#VersionAuthors": VersionAuthors_fc38aa94bff2159f2fd8341c70ca5a74,
  "@/components/admin/AdminDates#AdminDates": AdminDates_9ea432ccd3185e8ada5daa92b0c06dbf,
  "@/components/admin/UploadKindGuard#UploadKindGuard": UploadKindGuard_ef29502b257330ba1ef5f56975ac800c,
  "@/components/admin/PayloadTextFixes#PayloadTextFixes": PayloadTextFixes_71d09b84ca38ff820b98f75383f87207,
  "@/components/admin/EditWindow#EditWindow": EditWindow_89f2f81cf2da4825743a6362b6c67e89,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@/components/admin/insight/InsightView#InsightView": InsightView_51eb6f60997df1903c85af5a72496d5f,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
