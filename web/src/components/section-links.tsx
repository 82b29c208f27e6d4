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
}

/** An area home: what each part of the area is for, with the way there. It shows no figures. */
export function SectionLinks({ sections }: SectionLinksProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: Math.min(4, sections.length) }} spacing="md">
      {sections.map((section) => (
        <Card key={section.title} withBorder radius="lg">
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
