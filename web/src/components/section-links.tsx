import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export interface SectionLink {
  title: string;
  text: string;
  to: string;
  cta: string;
}

export interface SectionLinksProps {
  sections: SectionLink[];
  /**
   * Sections a URL can point at (`#child1`...), as the original product's overview had: the 1-based
   * section pointed at now (0 for none) is outlined; `cardRef` lets the screen scroll to it.
   */
  anchors?: { focused: number; cardRef: (index: number) => (node: HTMLDivElement | null) => void };
}

/** An area home: what each part of the area is for, with the way there. It shows no figures. */
export function SectionLinks({ sections, anchors }: SectionLinksProps) {
  const focused = anchors?.focused ?? 0;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: Math.min(4, sections.length) }} spacing="md">
      {sections.map((section, index) => (
        <Card
          key={section.title}
          withBorder
          radius="lg"
          ref={anchors?.cardRef(index)}
          id={anchors ? `child${index + 1}` : undefined}
          aria-current={focused === index + 1 ? 'true' : undefined}
          style={
            focused === index + 1 ? { outline: '2px solid var(--mantine-primary-color-filled)' } : undefined
          }
        >
          <Stack gap={4} h="100%">
            <Title order={2} fz="lg">
              {section.title}
            </Title>
            <Text size="sm" c="dimmed" style={{ flex: 1 }}>
              {section.text}
            </Text>
            <Button component={Link} to={section.to} variant="light" size="xs" mt="xs" w="fit-content">
              {section.cta}
            </Button>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
