/**
 * The Mantine styles /checker needs beyond those every page has (app/base-styles.ts): its own
 * components and its dialogs'. /checker has no side menu or header, so it does without the rest of
 * Mantine's styles (docs/architecture.md, "What the browser downloads"). In `@layer mantine`, like the others.
 */
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Kbd.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Tooltip.layer.css';
