/**
 * The rich-text editor of every rich-text field: only what content/richtext.ts turns into HTML, so an editor never
 * formats something the storefront would drop (headings h2–h4, bold, italic, underline, strikethrough, lists, quotes,
 * rules and links, internal ones to pages).
 */
import {
  BlockquoteFeature,
  BoldFeature,
  FixedToolbarFeature,
  HeadingFeature,
  HorizontalRuleFeature,
  InlineToolbarFeature,
  ItalicFeature,
  LinkFeature,
  OrderedListFeature,
  ParagraphFeature,
  StrikethroughFeature,
  UnderlineFeature,
  UnorderedListFeature,
  lexicalEditor,
} from '@payloadcms/richtext-lexical'

export const richTextEditor = lexicalEditor({
  features: () => [
    ParagraphFeature(),
    HeadingFeature({ enabledHeadingSizes: ['h2', 'h3', 'h4'] }),
    BoldFeature(),
    ItalicFeature(),
    UnderlineFeature(),
    StrikethroughFeature(),
    UnorderedListFeature(),
    OrderedListFeature(),
    BlockquoteFeature(),
    HorizontalRuleFeature(),
    // Internal links point at pages only; the HTML converter writes the page's URL.
    LinkFeature({ enabledCollections: ['pages'], maxDepth: 1 }),
    FixedToolbarFeature(),
    InlineToolbarFeature(),
  ],
})
